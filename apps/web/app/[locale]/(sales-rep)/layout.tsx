import type { ReactNode } from 'react';
import { GroupLayoutFrame } from '@/features/layout/server';

export default function SalesRepLayout(props: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <GroupLayoutFrame name="sales-rep" {...props} />;
}
