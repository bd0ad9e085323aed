import 'server-only';

export { DemoBanner } from './demo-banner';
export { GroupLayoutFrame, LayoutFrame } from './layout-frame';
