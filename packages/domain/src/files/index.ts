export { createLocalStorage, type FileStorage, isSafeKey } from './file-storage';
export { maxUploadBytes, processSquareImage } from './images';
export { fileUrlOf, setUserPhoto } from './photos.service';
