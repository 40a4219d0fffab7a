export default function PaymentFailedPage() {
  return null;
}
