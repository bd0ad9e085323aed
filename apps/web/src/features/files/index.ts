export type { ImageUpload } from './image-rows';
export { ImageUploader } from './image-uploader';
