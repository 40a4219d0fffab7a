import { ExamPdfDownload } from '../../../shared/components/report/ExamPdfDownload';

/** `/report/result-download/YDGX-1802?order=...`: the PDF of the psychological map. */
export default function YdgxDownloadPage() {
  return <ExamPdfDownload exam="YDGX" />;
}
