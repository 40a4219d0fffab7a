import { ExamPdfDownload } from '../../../shared/components/report/ExamPdfDownload';

/** `/report/result-download/DEPS-1801?order=...`: the one-page PDF of the depression screen. */
export default function DepsDownloadPage() {
  return <ExamPdfDownload exam="DEPS" />;
}
