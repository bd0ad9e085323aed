import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for the EU's VIES REST API (`POST /check-vat-number` with `{ countryCode, vatNumber }`
 * answering `{ countryCode, vatNumber, requestDate, valid, name, address }`), so tests use Tendero's real
 * VIES adapter. It knows the numbers a test registers; while `down`, it answers as VIES does when a member
 * state's register is unavailable (an error status with `errorWrappers`).
 */
export class ViesStandIn {
  /** Registered numbers ("DE123456789", prefix included) with the name and address VIES gives. */
  readonly registered = new Map<string, { name: string; address: string }>();
  /** Every request received, as sent. */
  readonly requests: { countryCode: string; vatNumber: string }[] = [];
  down = false;
  base = '';
  private server: Server | null = null;

  async listen(): Promise<string> {
    this.server = createServer((request, response) => {
      this.answer(request).then(
        ({ status, body }) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        },
        () => {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end('{}');
        },
      );
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/taxation_customs/vies/rest-api`;
    return this.base;
  }

  private async answer(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || !request.url?.endsWith('/taxation_customs/vies/rest-api/check-vat-number')) {
      return { status: 404, body: { actionSucceed: false, errorWrappers: [{ error: 'NOT_FOUND' }] } };
    }
    const asked = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { countryCode: string; vatNumber: string };
    this.requests.push(asked);
    if (this.down) {
      return {
        status: 500,
        body: {
          actionSucceed: false,
          errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'Member State unavailable' }],
        },
      };
    }
    const known = this.registered.get(`${asked.countryCode}${asked.vatNumber}`);
    return {
      status: 200,
      body: {
        countryCode: asked.countryCode,
        vatNumber: asked.vatNumber,
        requestDate: new Date().toISOString(),
        valid: known !== undefined,
        requestIdentifier: '',
        name: known?.name ?? '---',
        address: known?.address ?? '---',
        traderName: '---',
        traderStreet: '---',
        traderPostalCode: '---',
        traderCity: '---',
        traderCompanyType: '---',
        traderNameMatch: 'NOT_PROCESSED',
        traderStreetMatch: 'NOT_PROCESSED',
        traderPostalCodeMatch: 'NOT_PROCESSED',
        traderCityMatch: 'NOT_PROCESSED',
        traderCompanyTypeMatch: 'NOT_PROCESSED',
      },
    };
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
