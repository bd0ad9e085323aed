import { createServer, type Server } from 'node:http';

/**
 * A local stand-in for NBP's exchange-rate API (`GET /api/exchangerates/rates/a/eur/{date}/?format=json`),
 * answering as NBP does: the day's table A rate as JSON, or 404 "Brak danych" for a day without a table
 * (weekends, holidays). Tests set the tables they need, or let every working day have one
 * (`everyWorkingDay`, for the browser journeys), and make NBP unreachable (`down`: 503).
 */
export type NbpTable = { mid: number; no: string };

export class NbpStandIn {
  /** The tables by date (YYYY-MM-DD). */
  readonly tables = new Map<string, NbpTable>();
  /** The dates asked for, in order. */
  readonly asked: string[] = [];
  /** While set, every request answers 503. */
  down = false;
  private server: Server | null = null;
  base = '';

  constructor(private readonly options: { everyWorkingDay?: boolean } = {}) {}

  private tableOf(date: string): NbpTable | null {
    const known = this.tables.get(date);
    if (known) return known;
    if (!this.options.everyWorkingDay) return null;
    const at = new Date(`${date}T12:00:00Z`);
    const weekday = at.getUTCDay();
    if (weekday === 0 || weekday === 6 || date.endsWith('-12-25') || date.endsWith('-12-26') || date.endsWith('-01-01'))
      return null;
    const dayOfYear = Math.floor((at.getTime() - Date.UTC(at.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
    return { mid: 4.2 + (dayOfYear % 50) / 1000, no: `${dayOfYear}/A/NBP/${at.getUTCFullYear()}` };
  }

  async listen(port = 0): Promise<string> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      if (url.pathname === '/healthz') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
        return;
      }
      if (this.down) {
        response.writeHead(503, { 'content-type': 'text/plain' }).end('503 Service Unavailable');
        return;
      }
      const match = url.pathname.match(/^\/api\/exchangerates\/rates\/a\/eur\/(\d{4}-\d{2}-\d{2})\/?$/i);
      if (request.method !== 'GET' || !match?.[1]) {
        response.writeHead(400, { 'content-type': 'text/plain' }).end('400 BadRequest - Błędny zakres dat');
        return;
      }
      const date = match[1];
      this.asked.push(date);
      const table = this.tableOf(date);
      if (!table) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('404 NotFound - Not Found - Brak danych');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(
        JSON.stringify({
          table: 'A',
          currency: 'euro',
          code: 'EUR',
          rates: [{ no: table.no, effectiveDate: date, mid: table.mid }],
        }),
      );
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
    return this.base;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
