import type { ReactNode } from 'react';
import { GroupLayoutFrame } from '../../../src/features/layout/layout-frame';

export default function ClientLayout(props: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <GroupLayoutFrame name="client" {...props} />;
}
