import { Link } from 'react-router-dom';
import { LegalLayout } from './legal-layout';

/** /privacy: what is stored, for how long, who processes it, and how a teacher exports or deletes it. */
export function PrivacyPage() {
  return (
    <LegalLayout title="Privacy Policy" updated="November 2026">
      <p>
        Lessonloom is a tool for teachers. This page says, in plain words, what we keep about you, why, for how long,
        who else touches it, and how you take it with you or delete it. It is written for teachers and for the school
        staff who approve tools.
      </p>

      <h2>What we store</h2>
      <ul>
        <li>
          Your account: your work email, a salted one-way hash of your password (never the password itself), and when
          you signed up.
        </li>
        <li>
          Your sign-in sessions: a random token per device, stored only as a hash, so a copy of our database cannot sign
          anyone in.
        </li>
        <li>
          Files you upload (pdf, docx, pptx, txt) and the text we extract from them, so you can generate from them
          again.
        </li>
        <li>
          What you generate: the settings you chose, the material itself, and its DOCX and PDF files with their answer
          keys.
        </li>
        <li>Questions you save in the question bank.</li>
        <li>
          Your subscription status and the payment provider&apos;s customer and subscription ids. Card numbers are
          entered on the payment provider&apos;s own form and never reach our servers.
        </li>
        <li>Failed sign-in attempts (the email tried and the network address), to stop password guessing.</li>
      </ul>

      <h2>How long we keep it</h2>
      <ul>
        <li>Uploads, generated material, files and saved questions: until you delete your account.</li>
        <li>Sessions: until you log out or they expire (30 days unless your school set another limit).</li>
        <li>Failed sign-in records: they stop counting after 15 minutes and are removed within a day.</li>
        <li>Billing records the law requires us to keep (invoices) are kept by the payment provider.</li>
      </ul>

      <h2>Who processes it</h2>
      <ul>
        <li>Lessonloom, or the school or district that runs its own copy, on its servers and database.</li>
        <li>The payment provider (Stripe), when paid subscriptions are switched on, for billing only.</li>
        <li>
          An AI model provider, only when your administrator has connected one. It receives the text of the file or
          topic you generate from and your settings — never your email or password. Without a connected model,
          Lessonloom writes drafts with its built-in generator and nothing leaves the server.
        </li>
      </ul>
      <p>We do not sell your data, show advertising, or use your material to train models.</p>

      <h2>Students, FERPA and COPPA</h2>
      <ul>
        <li>
          Students do not have accounts and do not use Lessonloom. We do not knowingly collect information from children
          under 13.
        </li>
        <li>
          Please do not put student names, grades or other education records into uploads or prompts. The material you
          make is about the subject, not about students.
        </li>
        <li>
          If your school does share education records, we handle them only to provide the service to the school, under
          the school&apos;s direction, and never disclose them further — the terms FERPA expects of a service provider
          acting as a school official.
        </li>
      </ul>

      <h2>Your data in your hands</h2>
      <ul>
        <li>
          <strong>Download my data</strong> (on the <Link to="/billing">Billing</Link> page, under &quot;Your
          data&quot;): a zip with your account details, every generation as JSON, its files, your uploads&apos; text and
          your saved questions.
        </li>
        <li>
          <strong>Delete my account</strong> (same place): after you confirm with your password we cancel a live
          subscription, then remove your account, sessions, uploads, generations, files and saved questions. This cannot
          be undone.
        </li>
      </ul>

      <h2>Security</h2>
      <p>
        Traffic is encrypted in transit; passwords are hashed with scrypt; every request is checked against the
        signed-in account, so no teacher can read another teacher&apos;s files.
      </p>

      <h2>Questions</h2>
      <p>
        Ask the administrator who set up Lessonloom for your school, or read the{' '}
        <Link to="/terms">Terms of Service</Link>.
      </p>
    </LegalLayout>
  );
}
