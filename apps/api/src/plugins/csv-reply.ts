import type { FastifyReply } from 'fastify';

/** Answers a CSV export as a download named `fileName`, never cached (it holds people's data). */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
