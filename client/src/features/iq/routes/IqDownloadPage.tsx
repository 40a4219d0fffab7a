import { ExamPdfDownload } from '../../../shared/components/report/ExamPdfDownload';

/** `/report/result-download/IQ-1803?order=...`: the PDF of the matrix reasoning report. */
export default function IqDownloadPage() {
  return <ExamPdfDownload exam="IQ" />;
}
