/** A drawn portrait as a data URL, so picture stories need no network and render the same every time. */
export const portraitSrc = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c9dde3"/><circle cx="32" cy="25" r="12" fill="#5b7f8c"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#5b7f8c"/></svg>',
)}`;
