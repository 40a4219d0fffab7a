export default function UpgradePage() {
  return null;
}
