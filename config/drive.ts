/*
| Where uploaded images are stored (@adonisjs/drive): the local disk by
| default, an S3-compatible bucket with DRIVE_DISK=s3 (install
| @aws-sdk/client-s3 then). Either way the service serves the files itself
| (GET /media/:file, app/controllers/media_controller.ts): drive never
| registers a route and no bucket URL is ever handed out.
*/
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'
import env from '#start/env'

const disk = env.get('DRIVE_DISK', 'fs')

const local = services.fs({
  location: env.get('DRIVE_ROOT') ?? app.makePath('storage/media'),
  visibility: 'private',
  serveFiles: false,
})

/* Only the disk in use is set up: the S3 driver loads the AWS SDK when it is configured */
const driveConfig = defineConfig({
  default: 'media',
  services: {
    media:
      disk === 'fs'
        ? local
        : services.s3({
            bucket: env.get('S3_BUCKET') ?? '',
            region: env.get('S3_REGION') ?? 'auto',
            endpoint: env.get('S3_ENDPOINT'),
            forcePathStyle: env.get('S3_FORCE_PATH_STYLE') ?? false,
            credentials: {
              accessKeyId: env.get('S3_ACCESS_KEY_ID') ?? '',
              secretAccessKey: env.get('S3_SECRET_ACCESS_KEY') ?? '',
            },
            visibility: 'private',
            supportsACL: false,
          }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
