export default function AuthLanding() { return null; }
