export default function RetrievePage() {
  return null;
}
