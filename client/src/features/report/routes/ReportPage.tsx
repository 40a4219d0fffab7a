export default function ReportPage() {
  return null;
}
