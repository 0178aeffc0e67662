import { Link } from 'react-router-dom';
import { LegalLayout } from './legal-layout';

/** /terms: the subscription, the teacher's ownership of their material, and fair use, in plain words. */
export function TermsPage() {
  return (
    <LegalLayout title="Terms of Service" updated="November 2026">
      <p>
        These terms are the agreement between you and Lessonloom when you create an account. They are short on purpose;
        the <Link to="/privacy">Privacy Policy</Link> explains what happens to your data.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>Accounts are for teachers and educators, one person per account. Keep your password to yourself.</li>
        <li>Creating an account is free. Generating material needs a subscription or a running free trial.</li>
      </ul>

      <h2>Subscription, trial and refunds</h2>
      <ul>
        <li>Lessonloom Pro costs $10.99 per month, with unlimited generation.</li>
        <li>New subscriptions start with a 7-day free trial. Cancel before it ends and you are not charged.</li>
        <li>Cancel anytime from the Billing page. Cancel within the first 30 days for a full refund.</li>
      </ul>

      <h2>Your material is yours</h2>
      <ul>
        <li>
          You keep every right to the files you upload and to the material you generate. Use it in your classes, share
          it, change it.
        </li>
        <li>Upload only material you are allowed to use (your own, your school&apos;s, or openly licensed).</li>
        <li>
          Lessonloom checks answer keys, quotes and reading levels in code, and tells you what it checked. You are still
          the teacher: read material before you hand it out.
        </li>
      </ul>

      <h2>Fair use of the service</h2>
      <ul>
        <li>
          Do not try to reach other people&apos;s accounts or files, overload the service, or get around its limits.
        </li>
        <li>Do not upload student records or other personal information about students.</li>
      </ul>

      <h2>Ending</h2>
      <ul>
        <li>
          You can delete your account at any time from the Billing page; your data is removed as the Privacy Policy
          describes.
        </li>
        <li>We may suspend an account that breaks these terms, and will tell you why.</li>
      </ul>

      <h2>Changes</h2>
      <p>If these terms change, the date above changes and signed-in teachers are told before the change applies.</p>
    </LegalLayout>
  );
}
