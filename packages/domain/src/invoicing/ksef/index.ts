export { type Fa3Options, fa3Amount, fa3Namespace, fa3XmlOf, ksefInvoiceHashOf, ksefVerificationUrl } from './fa3';
export { createKsef, type Ksef } from './ksef.service';
export {
  createKsefClient,
  type KsefClient,
  type KsefClientDeps,
  type KsefInvoiceStatus,
  KsefRequestError,
  type KsefSent,
  type KsefSettings,
  KsefUnavailableError,
} from './ksef-client';
export { aesEncrypt, publicKeyOfCertificate, rsaOaepEncrypt, sha256Base64 } from './ksef-crypto';
export { crc8, isValidKsefNumber, ksefNumberOf } from './ksef-number';
export { ksefSendJob, ksefSweepEveryMs, ksefSweepJob } from './ksef-rules';
export { enqueueKsefSend } from './operations/advance-invoice';
export { seedDemoInvoice } from './operations/seed-demo-invoice';
