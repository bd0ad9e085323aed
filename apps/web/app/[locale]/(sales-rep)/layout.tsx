import type { ReactNode } from 'react';
import { GroupLayoutFrame } from '../../../src/features/layout/layout-frame';

export default function SalesRepLayout(props: { children: ReactNode; params: Promise<{ locale: string }> }) {
  return <GroupLayoutFrame name="sales-rep" {...props} />;
}
