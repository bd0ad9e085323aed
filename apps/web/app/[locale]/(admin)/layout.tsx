import type { ReactNode } from 'react';
import { GroupLayoutFrame } from '@/features/layout/server';

export default function AdminLayout(props: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <GroupLayoutFrame name="admin" {...props} />;
}
