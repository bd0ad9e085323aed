'use client';

/** Last-resort page when even the root layout fails: no translations can be trusted here. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
        <title>Internal Server Error</title>
        <h1>Internal Server Error</h1>
        <p>{error.message}</p>
        <p>
          <a href="/">Tendero</a>
        </p>
      </body>
    </html>
  );
}
