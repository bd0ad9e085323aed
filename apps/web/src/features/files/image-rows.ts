import { companiesEndpoints, type EndpointParams, filesEndpoints } from '@tendero/contracts';
import { apiUpload } from '@/lib/api-upload';

/**
 * The rows of the endpoint table an image is uploaded to (each answers the stored image's URL), by name:
 * a server page hands the uploader a name and the row's parameters, because a row itself holds its zod
 * schemas, which cannot cross to the browser.
 */
export const imageRows = {
  userPhoto: filesEndpoints.uploadUserPhoto,
  managerPhoto: companiesEndpoints.uploadManagerPhoto,
  repPhoto: companiesEndpoints.uploadRepPhoto,
  portfolioImage: companiesEndpoints.uploadPortfolioImage,
} as const;

type ImageRows = typeof imageRows;

/** Where an image goes: a row of `imageRows` and its path parameters (`{ row: 'repPhoto', params: { repId } }`). */
export type ImageUpload = {
  [Row in keyof ImageRows]: { row: Row; params: EndpointParams<ImageRows[Row]> };
}[keyof ImageRows];

/** Sends a cropped image (multipart field `file`) to its row; answers the stored image's URL. */
export async function uploadImage(upload: ImageUpload, image: Blob, locale: string): Promise<string> {
  const form = new FormData();
  form.append('file', image, 'image.jpg');
  const answer = await sendTo(upload, form, locale);
  return answer.fileUrl;
}

/** One case per row, so each row's parameters stay typed as its own (TypeScript does not pair a union's parts). */
function sendTo(upload: ImageUpload, form: FormData, locale: string) {
  switch (upload.row) {
    case 'userPhoto':
      return apiUpload(imageRows.userPhoto, form, { params: upload.params, locale });
    case 'managerPhoto':
      return apiUpload(imageRows.managerPhoto, form, { params: upload.params, locale });
    case 'repPhoto':
      return apiUpload(imageRows.repPhoto, form, { params: upload.params, locale });
    case 'portfolioImage':
      return apiUpload(imageRows.portfolioImage, form, { params: upload.params, locale });
  }
}
