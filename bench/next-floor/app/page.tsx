import Link from 'next/link';
import { Counter } from './counter';

export const dynamic = 'force-dynamic';

export default function Page() {
  return (
    <main>
      <h1>Verified B2B service providers, offers within a day</h1>
      <p>
        A page rendered on each request by the same Next.js and React as Tendero, with one client component and one
        client-side link: what any page of the stack costs before its own code.
      </p>
      <Counter />
      <p>
        <Link href="/">Home</Link>
      </p>
    </main>
  );
}
