/** A page address the build may have made a file for: one lower-case path segment (`/login`, `/my-aim`). */
const pageAddress = /^\/([a-z][a-z-]*)(?:\?|$)/;

/** The name of the file the build would have made for the page at `url` (`/my-aim?x=1` → `my-aim`). */
export const pageNameOf = (url: string): string | undefined => pageAddress.exec(url)?.[1];
