import 'server-only';

export { LegalPage } from './legal-page';
export { listArticles, loadArticle, slugOfTwin } from './markdown';
