import type { ReactNode } from 'react';
import { LayoutFrame } from '../../../src/features/layout/layout-frame';

export default function BaseLayout({ children }: { children: ReactNode }) {
  return <LayoutFrame name="base">{children}</LayoutFrame>;
}
