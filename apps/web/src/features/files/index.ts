export { ImageUploader } from './image-uploader';
