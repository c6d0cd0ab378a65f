export default function ConfirmEmail() { return null; }
