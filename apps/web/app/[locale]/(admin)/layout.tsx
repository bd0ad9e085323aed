import type { ReactNode } from 'react';
import { GroupLayoutFrame } from '../../../src/features/layout/layout-frame';

export default function AdminLayout(props: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <GroupLayoutFrame name="admin" {...props} />;
}
