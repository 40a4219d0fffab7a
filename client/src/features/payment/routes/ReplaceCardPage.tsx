export default function ReplaceCardPage() {
  return null;
}
