/**
 * KSeF numbers (guide: faktury/numer-ksef.md): `NIP-RRRRMMDD-FFFFFFFFFFFF-CC`, 35 characters, where CC is the
 * CRC-8 (polynomial 0x07, initial value 0x00) of the first 32 characters, as two upper-case hex digits.
 */
export function crc8(text: string): number {
  let crc = 0;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

const shape = /^\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/;

/** Whether a KSeF number has the right shape and checksum. */
export function isValidKsefNumber(value: string): boolean {
  if (value.length !== 35 || !shape.test(value)) return false;
  return crc8(value.slice(0, 32)).toString(16).toUpperCase().padStart(2, '0') === value.slice(33);
}

/** A KSeF number for a seller's invoice accepted on `day` (YYYY-MM-DD) with a 12-hex-digit technical part. */
export function ksefNumberOf(sellerNip: string, day: string, technical: string): string {
  const data = `${sellerNip}-${day.replace(/-/g, '')}-${technical.toUpperCase()}`;
  return `${data}-${crc8(data).toString(16).toUpperCase().padStart(2, '0')}`;
}
