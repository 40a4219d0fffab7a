/**
 * Starts downloading a file the way a tap on a download link does. A link to another origin (a signed storage
 * URL) opens the PDF instead, which is the best the browser allows there.
 */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
