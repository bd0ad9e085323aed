import type { ReactNode } from 'react';
import { GroupLayoutFrame } from '@/features/layout/server';

export default function ManagerLayout(props: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <GroupLayoutFrame name="manager" {...props} />;
}
