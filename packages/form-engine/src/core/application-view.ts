/**
 * How the application view shows a form: its Asset nodes list 3 files, then "See more", so a long list of
 * attachments does not push the answers below it off the screen. Every other form lists them all (0).
 */
export const applicationViewForm = { assetListTruncation: 3 } as const;
