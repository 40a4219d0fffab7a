export default function PaymentSuccessPage() {
  return null;
}
