/** Saves a file through a temporary link (the browser's download). */
export function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Today's date as `YYYY-MM-DD` (in UTC, like the server's file names). */
export const today = () => new Date().toISOString().slice(0, 10);
