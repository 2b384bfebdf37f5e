import { HttpError } from '../../http/errors.ts';

/** 413: the file is larger than the upload limit; nothing was kept of it. */
export class FileTooLargeError extends HttpError {
  override name = 'FileTooLargeError';

  constructor(maxSizeKb: number) {
    const megabytes = String(maxSizeKb / 1000);
    super(413, 'file_too_large', `Please choose a file no larger than ${megabytes}MB`);
    this.messageParams = { megabytes };
  }
}

/** 415: the file's content is not of a type attachments may have (whatever its name says). */
export class FileTypeRefusedError extends HttpError {
  override name = 'FileTypeRefusedError';

  constructor() {
    super(415, 'file_type_not_accepted', 'Only PDF files, images and office documents can be attached.');
  }
}

/** 415: the body is not a multipart form, so it carries no file. */
export class NotMultipartError extends HttpError {
  override name = 'NotMultipartError';

  constructor() {
    super(415, 'unsupported_media_type', 'The request body has a type this address does not accept.');
  }
}
