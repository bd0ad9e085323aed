import 'server-only';

export { CompanyReviewsSection, type ReviewsViewer } from './company-reviews';
