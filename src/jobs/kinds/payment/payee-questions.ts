/**
 * The questions a payment check asks about each row's payee — its payee name check and its bank lookup — started row
 * by row as soon as nothing asked before them can refuse the row, and answered together at the check's last step. Each
 * distinct payee and bank code is still asked once (PayeeChecks and BankLookups share their answers), a cancelled
 * check starts none, and only the rows still ready when the check ends take the answers (docs/engine.md, "A check's
 * questions about a row overlap").
 */
import { OnceEach } from "../../../domain";
import type { PaymentOrder } from "../../../domain/orders";
import type { ReadyRow } from "../../engine/kind-kit";
import { answerInWords, bankCodeOf, type BankCode, type BankLookups } from "../../payees/bank-lookup";
import type { PayeeChecks } from "../../payees/payee-checks";
import type { ResolvedBeneficiary } from "./beneficiary-resolver";

/** The code a payee's bank is looked up by: its saved details, or those it is created with. */
function payeeBankCode(target: ResolvedBeneficiary): BankCode | undefined {
  return bankCodeOf(target.kind === "existing" ? target.beneficiary : target.params);
}

export class PayeeQuestions {
  /** Each row's questions, keyed by its row: asked once however often the row is passed, none once cancelled. */
  private readonly asked: OnceEach<void>;
  private readonly banks = new Map<number, string>();

  constructor(
    private readonly payeeChecks: PayeeChecks,
    private readonly bankLookups: BankLookups,
    signal?: AbortSignal,
  ) {
    // Unbounded here: PayeeChecks and BankLookups pace the requests themselves.
    this.asked = new OnceEach<void>({ concurrency: Number.POSITIVE_INFINITY, signal });
  }

  /**
   * Starts asking about the payee `plan` pays, once per row: its name check goes on the plan (`payeeCheck`), its bank
   * is kept for `answers`. Asks nothing once the check is cancelled.
   */
  ask(plan: ReadyRow<PaymentOrder>, target: ResolvedBeneficiary): void {
    // A check that ends early (cancelled, or failing elsewhere) never awaits it: its failure is not unhandled.
    this.asked.ask(String(plan.row), () => this.questions(plan, target)).catch(() => undefined);
  }

  /**
   * Each row's bank in words, for `rows`, once every question asked — of these rows and of rows refused since — is
   * answered, so nothing is left on the wire. Rejects with the first failure of the rows' name checks (a cancel).
   */
  async answers(rows: readonly ReadyRow<PaymentOrder>[]): Promise<Map<number, string>> {
    await this.asked.settled();
    // A row never asked about has nothing to wait for.
    await Promise.all(rows.map((plan) => this.asked.ask(String(plan.row), async () => undefined)));
    return new Map(rows.flatMap((plan) => (this.banks.has(plan.row) ? [[plan.row, this.banks.get(plan.row) as string] as const] : [])));
  }

  private async questions(plan: ReadyRow<PaymentOrder>, target: ResolvedBeneficiary): Promise<void> {
    const payee = target.kind === "existing" ? target.beneficiary : target.params;
    // The check is of local payments: what this row sends decides, not every type the payee accepts.
    const named = this.payeeChecks.check({ ...payee, payment_types: [plan.order.paymentType ?? "regular"] })?.then((note) => {
      plan.payeeCheck = note;
    });
    const code = payeeBankCode(target);
    const banked = code === undefined ? undefined : this.bankLookups.of(code).then((answer) => void this.banks.set(plan.row, answerInWords(answer)));
    await Promise.all([named, banked]);
  }
}
