import { planned } from './planned.ts'

// The staff photo gallery and copies of files in pCloud (issue 8); attachments live in attachments.ts.

export const galleryEndpoints = [
  planned({
    name: 'getGalleryData',
    method: 'POST',
    path: '/api/{slugs}/get-gallery-data',
    access: 'staff',
    permission: 'files.read',
    summary: 'Gallery of photos',
  }),
  planned({
    name: 'storeToPCloud',
    method: 'PUT',
    path: '/api/{slugs}/store-to-p-cloud',
    access: 'staff',
    permission: 'files.write',
    summary: 'Copy files to pCloud',
  }),
] as const
