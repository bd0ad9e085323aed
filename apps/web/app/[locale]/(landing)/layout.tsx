import type { ReactNode } from 'react';
import { GroupLayoutFrame } from '../../../src/features/layout/layout-frame';

export default function LandingLayout(props: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <GroupLayoutFrame name="landing" {...props} />;
}
