export default function PaymentCheckPage() {
  return null;
}
