export default function CancelSubscriptionPage() {
  return null;
}
