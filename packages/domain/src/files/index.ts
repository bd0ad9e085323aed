export { attachmentDisposition, type CheckedDocument, checkDocument, safeFileName } from './documents';
export { createLocalStorage, type FileStorage, isSafeKey } from './file-storage';
export { type ImageShape, landscapeShape, maxUploadBytes, processImage, squareShape } from './images';
export { fileUrlOf, removeStoredImage, replaceStoredImage, setUserPhoto } from './photos.service';
export { createS3Storage, type S3StorageOptions } from './s3-storage';
