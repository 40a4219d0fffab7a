export default function CancelSuccessPage() {
  return null;
}
