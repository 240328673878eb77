// Realistic failures per framework, made specific to a test (file, function, line numbers): flaky kinds
// are intermittent, broken ones deterministic. `{0}`… vary per run; `{message}` sits in the trace.
import type { Random } from '../core/seeded-random';
import type { FailureKind } from '../test-insights/test-run-store';

export type Language = 'python' | 'typescript' | 'java' | 'ruby';

export interface FailureContext {
  repository: string;
  language: Language;
  framework: string;
  filePath: string;
  functionName: string;
  area: string;
  /** Java: fully qualified class name of the test. */
  className?: string;
}

type KindFactory = (context: FailureContext, random: Random) => FailureKind;

type Variables = ReadonlyArray<readonly [number, number]>;

function kind(exceptionType: string, messageTemplate: string, stackTemplate: string, variables: Variables = []): FailureKind {
  return { exceptionType, messageTemplate, stackTemplate, variables };
}

// ---------- Python (pytest) ----------
function pythonTrace(context: FailureContext, random: Random, call: string, tail: string[], type: string): string {
  const root = `/home/runner/work/${context.repository}/${context.repository}`;
  return [
    'Traceback (most recent call last):',
    `  File "${root}/${context.filePath}", line ${random.int(20, 240)}, in ${context.functionName}`,
    `    ${call}`,
    `  File "${root}/src/acme_${context.repository}/${context.area}/service.py", line ${random.int(30, 400)}, in ${random.pick(['submit', 'process', 'apply', 'handle'])}`,
    `    return self._client.${random.pick(['post', 'send', 'execute'])}(payload)`,
    ...tail,
    `${type}: {message}`,
  ].join('\n');
}

const REQUESTS_FRAMES = [
  '  File "/opt/hostedtoolcache/Python/3.12.7/x64/lib/python3.12/site-packages/requests/sessions.py", line 637, in post',
  '    return self.request("POST", url, data=data, json=json, **kwargs)',
  '  File "/opt/hostedtoolcache/Python/3.12.7/x64/lib/python3.12/site-packages/requests/adapters.py", line 713, in send',
  '    raise ReadTimeout(e, request=request)',
];
const PSYCOPG_FRAMES = [
  '  File "/opt/hostedtoolcache/Python/3.12.7/x64/lib/python3.12/site-packages/psycopg/cursor.py", line 732, in execute',
  '    raise ex.with_traceback(None)',
];

type Text = string | ((context: FailureContext) => string);
const textOf = (text: Text, context: FailureContext) => (typeof text === 'string' ? text : text(context));

/** A pytest failure whose only draws are its trace's. */
const py =
  (type: string, message: Text, call: string, tail: string[] = [], variables: Variables = []): KindFactory =>
  (c, r) =>
    kind(type, textOf(message, c), pythonTrace(c, r, call, tail, type), variables);

const pythonFlaky: KindFactory[] = [
  py(
    'requests.exceptions.ReadTimeout',
    (c) => `HTTPSConnectionPool(host='api.${c.area.replace('_', '-')}.internal', port=443): Read timed out. (read timeout=10)`,
    'response = client.submit(payload)',
    REQUESTS_FRAMES,
  ),
  py('ConnectionResetError', '[Errno 104] Connection reset by peer', 'result = gateway.capture(intent_id)', [
    '  File "/opt/hostedtoolcache/Python/3.12.7/x64/lib/python3.12/ssl.py", line 1233, in recv_into',
    '    return self.read(nbytes, buffer)',
  ]),
  py(
    'psycopg.errors.DeadlockDetected',
    'deadlock detected DETAIL: Process {0} waits for ShareLock on transaction {1}; blocked by process {2}.',
    'repository.save(order)',
    PSYCOPG_FRAMES,
    [
      [1000, 65000],
      [500000, 999999],
      [1000, 65000],
    ],
  ),
  py(
    'TimeoutError',
    "Timed out after {0}ms waiting for task 'send_receipt_email'",
    'wait_for_task(task_id, timeout=5)',
    [],
    [[5000, 5090]],
  ),
  py('AssertionError', "assert 'PENDING' == 'SETTLED'", "assert payment.status == 'SETTLED'"),
];

const pythonBroken: KindFactory[] = [
  (c, r) => {
    const expected = r.int(1000, 9999);
    const actual = expected + r.pick([-10, -1, 1, 5]);
    return kind(
      'AssertionError',
      `assert Decimal('${actual / 100}') == Decimal('${expected / 100}')`,
      pythonTrace(c, r, `assert total == Decimal('${expected / 100}')`, [], 'AssertionError'),
    );
  },
  (c, r) => {
    const key = r.pick(['currency', 'line_items', 'tax_region', 'customer_id', 'idempotency_key']);
    return kind('KeyError', `'${key}'`, pythonTrace(c, r, `value = payload['${key}']`, [], 'KeyError'));
  },
  (c, r) => {
    const fn = r.pick(['create_refund', 'reserve_stock', 'apply_coupon', 'build_invoice']);
    const arg = r.pick(['currency', 'dry_run', 'reason', 'metadata']);
    return kind(
      'TypeError',
      `${fn}() got an unexpected keyword argument '${arg}'`,
      pythonTrace(c, r, `${fn}(order, ${arg}=None)`, [], 'TypeError'),
    );
  },
];

// ---------- TypeScript (Vitest) ----------
function nodeTrace(context: FailureContext, random: Random, firstLine: string): string {
  const root = `/home/runner/work/${context.repository}/${context.repository}`;
  return [
    firstLine,
    `    at ${root}/${context.filePath}:${random.int(10, 220)}:${random.int(5, 40)}`,
    `    at file://${root}/node_modules/@vitest/runner/dist/index.js:533:5`,
    `    at runTest (file://${root}/node_modules/@vitest/runner/dist/index.js:1056:11)`,
    `    at runSuite (file://${root}/node_modules/@vitest/runner/dist/index.js:1205:15)`,
  ].join('\n');
}

/** A Vitest failure: `{type}: {message}` then `more` on the first line, `after` below the trace. */
const vitest =
  (type: string, message: string, more = '', after = ''): KindFactory =>
  (c, r) =>
    kind(type, message, `${nodeTrace(c, r, `${type}: {message}${more}`)}${after}`);

const typescriptFlaky: KindFactory[] = [
  vitest(
    'Error',
    'Test timed out in 5000ms.',
    '\nIf this is a long-running test, pass a timeout value as the last argument or configure it globally with "testTimeout".',
  ),
  vitest(
    'TypeError',
    'fetch failed',
    '',
    '\n  [cause]: Error: read ECONNRESET\n      at TLSWrap.onStreamRead (node:internal/stream_base_commons:218:20)',
  ),
  vitest('AssertionError', "expected 'pending' to be 'settled' // Object.is equality"),
];

const typescriptBroken: KindFactory[] = [
  (c, r) => {
    const expected = r.int(100, 9999);
    return kind(
      'AssertionError',
      `expected ${expected - 1} to be ${expected} // Object.is equality`,
      nodeTrace(c, r, 'AssertionError: {message}'),
    );
  },
  (c, r) => {
    const property = r.pick(['amount', 'currency', 'lines', 'taxRate', 'id']);
    return kind('TypeError', `Cannot read properties of undefined (reading '${property}')`, nodeTrace(c, r, 'TypeError: {message}'));
  },
];

// ---------- TypeScript (Playwright) ----------
function playwrightTrace(context: FailureContext, random: Random, firstLine: string, locator: string): string {
  return [
    firstLine,
    '',
    'Call log:',
    `  - waiting for ${locator}`,
    '',
    `    at ${context.filePath}:${random.int(10, 160)}:${random.int(5, 40)}`,
  ].join('\n');
}

const playwrightFlaky: KindFactory[] = [
  (c, r) => {
    const button = r.pick(['Pay now', 'Place order', 'Continue to shipping', 'Apply']);
    return kind(
      'TimeoutError',
      'locator.click: Timeout 10000ms exceeded.',
      playwrightTrace(c, r, 'TimeoutError: {message}', `getByRole('button', { name: '${button}' })`),
    );
  },
  (c, r) =>
    kind(
      'Error',
      'page.goto: net::ERR_CONNECTION_RESET at http://localhost:4173/checkout',
      playwrightTrace(c, r, 'Error: {message}', 'navigation to "http://localhost:4173/checkout", waiting until "load"'),
    ),
  (c, r) =>
    kind(
      'Error',
      'Timed out 5000ms waiting for expect(locator).toBeVisible()',
      playwrightTrace(c, r, 'Error: {message}', "getByText('Order confirmed')"),
    ),
];

const playwrightBroken: KindFactory[] = [
  (c, r) => {
    const amount = r.int(1000, 20000);
    return kind(
      'Error',
      `expect(locator).toHaveText(expected) failed: expected "Total €${(amount / 100).toFixed(2)}", received "Total €${((amount + 100) / 100).toFixed(2)}"`,
      playwrightTrace(c, r, 'Error: {message}', "getByTestId('order-total')"),
    );
  },
];

// ---------- Java (JUnit 5) ----------
function javaTrace(context: FailureContext, random: Random, firstFrames: string[]): string {
  const className = context.className ?? 'com.acme.Test';
  const simple = className.split('.').pop() ?? 'Test';
  return [
    '{message}',
    ...firstFrames.map((frame) => `\tat ${frame}`),
    `\tat ${className}.${context.functionName}(${simple}.java:${random.int(30, 300)})`,
    '\tat java.base/java.lang.reflect.Method.invoke(Method.java:580)',
    '\tat org.junit.platform.commons.util.ReflectionUtils.invokeMethod(ReflectionUtils.java:728)',
    '\tat org.junit.jupiter.engine.execution.MethodInvocation.proceed(MethodInvocation.java:60)',
    ...JUNIT_ENGINE_FRAMES.map((frame) => `\tat ${frame}`),
  ].join('\n');
}

// Fixed frames (no randomness drawn): Java traces as long as CI logs show them.
const JUNIT_ENGINE_FRAMES = [
  'org.junit.jupiter.engine.execution.InvocationInterceptorChain$ValidatingInvocation.proceed(InvocationInterceptorChain.java:131)',
  'org.junit.jupiter.engine.extension.TimeoutExtension.intercept(TimeoutExtension.java:156)',
  'org.junit.jupiter.engine.extension.TimeoutExtension.interceptTestableMethod(TimeoutExtension.java:147)',
  'org.junit.jupiter.engine.extension.TimeoutExtension.interceptTestMethod(TimeoutExtension.java:86)',
  'org.junit.jupiter.engine.execution.InterceptingExecutableInvoker$ReflectiveInterceptorCall.lambda$ofVoidMethod$0(InterceptingExecutableInvoker.java:103)',
  'org.junit.jupiter.engine.execution.InterceptingExecutableInvoker.lambda$invoke$0(InterceptingExecutableInvoker.java:93)',
  'org.junit.jupiter.engine.execution.InvocationInterceptorChain$InterceptedInvocation.proceed(InvocationInterceptorChain.java:106)',
  'org.junit.jupiter.engine.execution.InvocationInterceptorChain.proceed(InvocationInterceptorChain.java:64)',
  'org.junit.jupiter.engine.execution.InvocationInterceptorChain.chainAndInvoke(InvocationInterceptorChain.java:45)',
  'org.junit.jupiter.engine.execution.InvocationInterceptorChain.invoke(InvocationInterceptorChain.java:37)',
  'org.junit.jupiter.engine.execution.InterceptingExecutableInvoker.invoke(InterceptingExecutableInvoker.java:92)',
  'org.junit.jupiter.engine.execution.InterceptingExecutableInvoker.invoke(InterceptingExecutableInvoker.java:86)',
  'org.junit.jupiter.engine.descriptor.TestMethodTestDescriptor.lambda$invokeTestMethod$8(TestMethodTestDescriptor.java:218)',
  'org.junit.platform.engine.support.hierarchical.ThrowableCollector.execute(ThrowableCollector.java:73)',
  'org.junit.jupiter.engine.descriptor.TestMethodTestDescriptor.invokeTestMethod(TestMethodTestDescriptor.java:214)',
  'org.junit.jupiter.engine.descriptor.TestMethodTestDescriptor.execute(TestMethodTestDescriptor.java:139)',
  'org.junit.jupiter.engine.descriptor.TestMethodTestDescriptor.execute(TestMethodTestDescriptor.java:69)',
  'org.junit.platform.engine.support.hierarchical.NodeTestTask.lambda$executeRecursively$6(NodeTestTask.java:151)',
  'org.junit.platform.engine.support.hierarchical.ThrowableCollector.execute(ThrowableCollector.java:73)',
  'org.junit.platform.engine.support.hierarchical.NodeTestTask.lambda$executeRecursively$8(NodeTestTask.java:141)',
  'org.junit.platform.engine.support.hierarchical.Node.around(Node.java:137)',
  'org.junit.platform.engine.support.hierarchical.NodeTestTask.lambda$executeRecursively$9(NodeTestTask.java:139)',
  'org.junit.platform.engine.support.hierarchical.ThrowableCollector.execute(ThrowableCollector.java:73)',
  'org.junit.platform.engine.support.hierarchical.NodeTestTask.executeRecursively(NodeTestTask.java:138)',
  'org.junit.platform.engine.support.hierarchical.NodeTestTask.execute(NodeTestTask.java:95)',
  'java.base/java.util.ArrayList.forEach(ArrayList.java:1596)',
  'org.junit.platform.engine.support.hierarchical.SameThreadHierarchicalTestExecutorService.invokeAll(SameThreadHierarchicalTestExecutorService.java:41)',
  'org.junit.platform.launcher.core.EngineExecutionOrchestrator.execute(EngineExecutionOrchestrator.java:198)',
  'org.gradle.api.internal.tasks.testing.junitplatform.JUnitPlatformTestClassProcessor$CollectAllTestClassesExecutor.processAllTestClasses(JUnitPlatformTestClassProcessor.java:124)',
  'org.gradle.api.internal.tasks.testing.worker.TestWorker.execute(TestWorker.java:113)',
] as const;

function javaKind(type: string, message: string, trace: string, variables: Variables = []): FailureKind {
  return kind(type, message, trace.replace('{message}', `${type}: {message}`), variables);
}

/** A JUnit failure whose only draws are its trace's. */
const junit =
  (type: string, message: Text, frames: string[], variables: Variables = []): KindFactory =>
  (c, r) =>
    javaKind(type, textOf(message, c), javaTrace(c, r, frames), variables);

const javaFlaky: KindFactory[] = [
  junit('java.net.SocketTimeoutException', 'Read timed out', [
    'java.base/sun.nio.ch.NioSocketImpl.timedRead(NioSocketImpl.java:278)',
    'org.apache.hc.core5.http.impl.io.SessionInputBufferImpl.fillBuffer(SessionInputBufferImpl.java:149)',
  ]),
  junit(
    'org.springframework.dao.CannotAcquireLockException',
    'could not execute statement [Lock wait timeout exceeded; try restarting transaction]',
    ['org.springframework.orm.jpa.vendor.HibernateJpaDialect.convertHibernateAccessException(HibernateJpaDialect.java:279)'],
  ),
  junit(
    'org.awaitility.core.ConditionTimeoutException',
    (c) => `Condition with ${c.className ?? 'lambda'} was not fulfilled within {0} seconds.`,
    ['org.awaitility.core.ConditionAwaiter.await(ConditionAwaiter.java:167)'],
    [[10, 10]],
  ),
];

const javaBroken: KindFactory[] = [
  (c, r) => {
    const expected = r.int(2, 60);
    return javaKind(
      'org.opentest4j.AssertionFailedError',
      `expected: <${expected}> but was: <${expected - 1}>`,
      javaTrace(c, r, [
        'org.junit.jupiter.api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)',
        'org.junit.jupiter.api.AssertEquals.assertEquals(AssertEquals.java:150)',
      ]),
    );
  },
  (c, r) => {
    const type = r.pick(['Reservation', 'Invoice', 'Shipment', 'LoyaltyAccount']);
    return javaKind(
      'java.lang.NullPointerException',
      `Cannot invoke "com.acme.checkout.${c.area}.${type}.getId()" because "${type.toLowerCase()}" is null`,
      javaTrace(c, r, [`com.acme.checkout.${c.area}.${type}Service.release(${type}Service.java:${r.int(40, 200)})`]),
    );
  },
];

// ---------- Ruby (RSpec) ----------
function rspecTrace(context: FailureContext, random: Random, line: string): string {
  return [
    `Failure/Error: ${line}`,
    '',
    '  {message}',
    `# ./${context.filePath}:${random.int(10, 90)}:in \`block (2 levels) in <top (required)>'`,
    "# /usr/local/bundle/gems/capybara-3.40.0/lib/capybara/node/finders.rb:312:in `synced_resolve'",
  ].join('\n');
}

const rspec =
  (type: string, message: string, line: string): KindFactory =>
  (c, r) =>
    kind(type, message, rspecTrace(c, r, line));

const rubyFlaky: KindFactory[] = [
  rspec('Net::ReadTimeout', 'Net::ReadTimeout with #<TCPSocket:(closed)>', "visit '/checkout'"),
  rspec('Capybara::ElementNotFound', 'Unable to find button "Place order" that is not disabled', "click_button 'Place order'"),
];

const rubyBroken: KindFactory[] = [
  rspec(
    'RSpec::Expectations::ExpectationNotMetError',
    'expected to find text "Order confirmed" in "Payment declined: card_not_supported"',
    "expect(page).to have_content('Order confirmed')",
  ),
];

const CATALOG: Record<string, { flaky: KindFactory[]; broken: KindFactory[] }> = {
  pytest: { flaky: pythonFlaky, broken: pythonBroken },
  vitest: { flaky: typescriptFlaky, broken: typescriptBroken },
  playwright: { flaky: playwrightFlaky, broken: playwrightBroken },
  junit: { flaky: javaFlaky, broken: javaBroken },
  rspec: { flaky: rubyFlaky, broken: rubyBroken },
};

function catalogOf(context: FailureContext) {
  const entry = CATALOG[context.framework];
  if (!entry) throw new Error(`No failure catalog for ${context.framework}`);
  return entry;
}

/** `count` distinct intermittent failure kinds for the test. */
export function flakyFailureKinds(context: FailureContext, random: Random, count: number): FailureKind[] {
  const factories = [...catalogOf(context).flaky];
  const kinds: FailureKind[] = [];
  while (kinds.length < count && factories.length > 0) {
    const index = random.int(0, factories.length - 1);
    const [factory] = factories.splice(index, 1);
    if (factory) kinds.push(factory(context, random));
  }
  return kinds;
}

export function brokenFailureKind(context: FailureContext, random: Random): FailureKind {
  return random.pick(catalogOf(context).broken)(context, random);
}
