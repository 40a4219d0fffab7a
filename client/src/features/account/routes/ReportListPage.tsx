export default function ReportListPage() {
  return null;
}
