export default function HelpPage() {
  return null;
}
