import type { ReactNode } from 'react';
import { LayoutFrame } from '../../../src/features/layout/layout-frame';

export default function LandingLayout({ children }: { children: ReactNode }) {
  return <LayoutFrame name="landing">{children}</LayoutFrame>;
}
