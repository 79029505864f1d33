import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ALIAS_BASE_PATH,
  ALL_HANDLERS,
  API_BASE_PATH,
  API_HANDLERS,
  BASE_PATHS,
  FALLBACK_HANDLER,
  aliasedPath,
  PORTAL_HANDLER,
  PORTAL_ROUTES,
  ROUTES,
  WORKFLOW_HANDLERS,
} from '../../lib/api/routes.js';
import {
  stateMachineDefinitions,
  taskStates,
  withTaskTimeouts,
  type AslDefinition,
  type AslState,
} from '../../infra/local/template.js';
import { synthTemplate, type CfnTemplate } from '../../infra/synth.js';
import { routeRequest } from '../../infra/local/api-server.js';
import { GatewayRouter } from './gateway-router.js';

let raw: CfnTemplate;
const resourcesOf = (t: CfnTemplate, type: string) =>
  Object.values(t.Resources).filter((r) => r.Type === type);
let template: Template;
let scan: AslDefinition;
let jobs: AslDefinition;

beforeAll(() => {
  raw = synthTemplate();
  template = Template.fromJSON(raw);
  const defs = stateMachineDefinitions(raw);
  scan = [...defs.entries()].find(([id]) => id.includes('ScanMachine'))![1];
  jobs = [...defs.entries()].find(([id]) => id.includes('JobsMachine'))![1];
}, 120_000);

describe('the service stack', () => {
  it('declares exactly these resources, so an added or lost one is a visible change', () => {
    const counts: Record<string, number> = {};
    for (const r of Object.values(raw.Resources)) counts[r.Type] = (counts[r.Type] ?? 0) + 1;
    const functions = ALL_HANDLERS.length;
    expect(counts).toEqual({
      'AWS::DynamoDB::Table': 1,
      'AWS::S3::Bucket': 1,
      'AWS::S3::BucketPolicy': 1,
      'AWS::SQS::Queue': 3,
      'AWS::SQS::QueuePolicy': 3,
      // One shared by every function (streams carry the function's name), one for the Express machine.
      'AWS::Logs::LogGroup': 2,
      // One per set of function permissions (API, task, dead-letter, job starter), one per state
      // machine, and API Gateway's CloudWatch role.
      'AWS::IAM::Role': 7,
      'AWS::IAM::Policy': 6,
      'AWS::Lambda::Function': functions,
      'AWS::Lambda::EventSourceMapping': 1,
      // One per function behind the API (for the whole API, not per method), one for the schedule.
      'AWS::Lambda::Permission': API_HANDLERS.length + 1,
      'AWS::StepFunctions::StateMachine': 2,
      'AWS::ApiGateway::RestApi': 1,
      'AWS::ApiGateway::Account': 1,
      'AWS::ApiGateway::Deployment': 1,
      'AWS::ApiGateway::Stage': 1,
      'AWS::ApiGateway::Resource': expect.any(Number),
      // The route table once: each route, ANY on each route path (405), the fallbacks (/, /{proxy+},
      // /api/v1, /api/v1/{proxy+}, /v1, /portal/{proxy+}), the /v1 alias proxy, the portal's routes
      // and ANY on each portal page (the portal answers 405 with Allow).
      'AWS::ApiGateway::Method':
        ROUTES.length +
        new Set(ROUTES.map((r) => r.path)).size +
        7 +
        PORTAL_ROUTES.length +
        new Set(PORTAL_ROUTES.map((r) => r.path)).size,
      'AWS::ApiGateway::GatewayResponse': 5,
      'AWS::CloudWatch::Alarm': 5,
      'AWS::CloudWatch::Dashboard': 1,
      'AWS::Events::Rule': 1,
      'AWS::KMS::Key': 1,
    });
  });

  it('stays far from the CloudFormation limit of 500 resources per stack (under 250)', () => {
    expect(Object.keys(raw.Resources).length).toBeLessThan(250);
  });

  it('serves the API on a custom domain, mapped at its root, when one is given', () => {
    expect(resourcesOf(raw, 'AWS::ApiGateway::DomainName')).toHaveLength(0);
    const withDomain = synthTemplate({
      customDomain: {
        domainName: 'audit.example.com',
        certificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/0b5e1b9c-1111-2222-3333-444455556666',
      },
    });
    const domains = resourcesOf(withDomain, 'AWS::ApiGateway::DomainName');
    expect(domains).toHaveLength(1);
    expect(domains[0].Properties).toMatchObject({
      DomainName: 'audit.example.com',
      EndpointConfiguration: { Types: ['REGIONAL'] },
      SecurityPolicy: 'TLS_1_2',
    });
    const mappings = resourcesOf(withDomain, 'AWS::ApiGateway::BasePathMapping');
    expect(mappings).toHaveLength(1);
    // No base path: the domain's root is the stage's root, /api/v1 and /v1 included.
    expect(mappings[0].Properties?.BasePath).toBeUndefined();
    expect(Object.keys(withDomain.Outputs ?? {})).toContain('CustomDomainTarget');
    expect(Object.keys(withDomain.Resources).length).toBeLessThan(250);
  });

  it('keeps the table and the bucket on cdk destroy by default, and only them', () => {
    const retained = Object.entries(raw.Resources)
      .filter(([, r]) => (r as { DeletionPolicy?: string }).DeletionPolicy === 'Retain')
      .map(([, r]) => r.Type)
      .sort();
    // API Gateway's account-wide CloudWatch role is kept by CDK's default as well (docs/deployment.md).
    expect(retained).toEqual([
      'AWS::ApiGateway::Account',
      'AWS::DynamoDB::Table',
      'AWS::IAM::Role',
      'AWS::KMS::Key',
      'AWS::S3::Bucket',
    ]);
    const disposable = synthTemplate({ retainData: false });
    const kept = Object.values(disposable.Resources)
      .filter((r) => (r as { DeletionPolicy?: string }).DeletionPolicy === 'Retain')
      .map((r) => r.Type);
    expect(kept).not.toContain('AWS::DynamoDB::Table');
    expect(kept).not.toContain('AWS::S3::Bucket');
    // The key that seals the table's webhook secrets goes with the table.
    expect(kept).not.toContain('AWS::KMS::Key');
  });

  it('seals webhook secrets with a rotating KMS key every function may encrypt and decrypt with, and nothing more', () => {
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    const functions = Object.values(raw.Resources).filter((r) => r.Type === 'AWS::Lambda::Function');
    for (const fn of functions)
      expect(JSON.stringify(fn.Properties?.Environment ?? {})).toContain('SECRETS_KMS_KEY_ID');
    const policies = JSON.stringify(
      Object.values(raw.Resources)
        .filter((r) => r.Type === 'AWS::IAM::Policy')
        .map((p) => p.Properties),
    );
    expect(policies).toContain('"kms:Encrypt","kms:Decrypt"');
    expect(policies).not.toMatch(/kms:ReEncrypt|kms:GenerateDataKey|kms:\*/);
    expect(Object.keys(raw.Outputs ?? {})).toContain('SecretsKmsKeyId');
  });

  it('outputs the API URL, the table and the queue URLs the admin command needs', () => {
    expect(Object.keys(raw.Outputs ?? {})).toEqual(
      expect.arrayContaining([
        'ApiUrl',
        'BucketName',
        'ScanJobsQueueUrl',
        'TableName',
        'WebhookDeadLetterQueueUrl',
      ]),
    );
  });

  it('lets the functions be invoked only by the API and by the stale-scan schedule', () => {
    const principals = new Set(
      Object.values(raw.Resources)
        .filter((r) => r.Type === 'AWS::Lambda::Permission')
        .map((r) => r.Properties?.Principal),
    );
    expect(principals).toEqual(new Set(['apigateway.amazonaws.com', 'events.amazonaws.com']));
  });

  it('sweeps stale scans every 5 minutes through a sparse in-flight index', () => {
    template.hasResourceProperties('AWS::Events::Rule', { ScheduleExpression: 'rate(5 minutes)' });
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: Match.arrayWith([Match.objectLike({ IndexName: 'gsi2' })]),
    });
  });

  it('grants the functions the table and bucket, and the API the state machines', () => {
    const policies = Object.values(raw.Resources).filter((r) => r.Type === 'AWS::IAM::Policy');
    const actions = JSON.stringify(policies.map((p) => p.Properties));
    for (const action of [
      'dynamodb:UpdateItem',
      'dynamodb:Query',
      's3:PutObject',
      's3:GetObject*',
      'states:StartSyncExecution',
      'states:StartExecution',
      'sqs:SendMessage',
      'lambda:InvokeFunction',
    ]) {
      expect(actions).toContain(action);
    }
  });

  it('has one Lambda function per handler, all on nodejs22.x', () => {
    template.resourceCountIs('AWS::Lambda::Function', ALL_HANDLERS.length);
    template.allResourcesProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Handler: 'index.handler',
      TracingConfig: { Mode: 'Active' },
    });
    const handlers = Object.values(raw.Resources)
      .filter((r) => r.Type === 'AWS::Lambda::Function')
      .map((r) => r.Metadata?.['cas:handler']);
    expect(new Set(handlers)).toEqual(new Set(ALL_HANDLERS));
  });

  it('gives the page fetch enough memory and time for Chromium', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      MemorySize: 2048,
      Timeout: 120,
      Environment: { Variables: Match.objectLike({ HANDLER_ID: 'workflow/fetch-page' }) },
    });
  });

  it('stores data in one pay-per-request table with a listing index and TTL', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: Match.arrayWith([Match.objectLike({ IndexName: 'gsi1' })]),
      TimeToLiveSpecification: { AttributeName: 'expires_at', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('keeps page snapshots in a private, encrypted bucket', () => {
    template.resourceCountIs('AWS::S3::Bucket', 1);
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: Match.anyValue(),
    });
  });

  it('buffers scan jobs in SQS with a dead-letter queue, and keeps a webhook dead-letter queue', () => {
    template.resourceCountIs('AWS::SQS::Queue', 3);
    template.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: 5 },
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('answers every route of the table under both /api/v1 and /v1, the alias through one proxy', () => {
    template.resourceCountIs('AWS::ApiGateway::RestApi', 1);
    const router = new GatewayRouter(raw);
    const sample = (path: string) => path.replace(/\{[^}]+\}/g, 'x_1');
    for (const route of ROUTES) {
      for (const base of BASE_PATHS) {
        const got = router.route(route.method, `${base}${sample(route.path)}`);
        expect(got.handler, `${route.method} ${base}${route.path}`).toBe(route.handler);
        // The handler sees the /api/v1 path either way, as the embedded server gives it.
        expect(got.path).toBe(`${API_BASE_PATH}${sample(route.path)}`);
        expect(got.hops).toHaveLength(base === ALIAS_BASE_PATH ? 1 : 0);
      }
      // Another method on a known path, or an unknown path: the fallback's 405 or 404.
      expect(router.route('PATCH', `${ALIAS_BASE_PATH}${sample(route.path)}`).handler).toBe(FALLBACK_HANDLER);
    }
    for (const base of BASE_PATHS)
      expect(router.route('GET', `${base}/nothing/here`).handler).toBe(FALLBACK_HANDLER);
    // The embedded server routes every request as the template does.
    const paths = [
      ...ROUTES.flatMap((r) => BASE_PATHS.map((b) => [r.method, `${b}${sample(r.path)}`])),
      ...ROUTES.map((r) => ['PUT', `${ALIAS_BASE_PATH}${sample(r.path)}`]),
      ...PORTAL_ROUTES.map((r) => [r.method, `/portal${sample(r.path)}`]),
      ...['/', '/elsewhere', '/v1', '/api/v1', '/v1/v1/scan', '/api/v1/scans/a/b/c', '/portal/nope'].map(
        (p) => ['GET', p],
      ),
    ];
    for (const [method, path] of paths)
      expect(routeRequest(method, aliasedPath(path)).handler, `${method} ${path}`).toBe(
        router.route(method, path).handler,
      );
    // The route table exists once: the alias adds one resource and one method, no copy.
    const methods = Object.values(raw.Resources).filter(
      (r) => r.Type === 'AWS::ApiGateway::Method' && r.Properties?.HttpMethod !== 'ANY',
    );
    expect(methods).toHaveLength(ROUTES.length + PORTAL_ROUTES.length);
    const aliasTargets = Object.values(raw.Resources)
      .filter((r) => r.Type === 'AWS::ApiGateway::Method')
      .map((r) => r.Properties?.Integration as { Type?: string } | undefined)
      .filter((i) => i?.Type === 'HTTP_PROXY');
    expect(aliasTargets).toHaveLength(1);
    // Screenshots leave their Lambda base64-encoded; API Gateway decodes this type.
    template.hasResourceProperties('AWS::ApiGateway::RestApi', { BinaryMediaTypes: ['image/jpeg'] });
    expect(API_HANDLERS).toContain('api/route-not-found');
  });

  it('serves the developer portal under /portal from one function', () => {
    const router = new GatewayRouter(raw);
    for (const route of PORTAL_ROUTES)
      expect(router.route(route.method, `/portal${route.path.replace(/\{[^}]+\}/g, 'x_1')}`).handler).toBe(
        PORTAL_HANDLER,
      );
    const resources = Object.values(raw.Resources).filter((r) => r.Type === 'AWS::ApiGateway::Resource');
    const parts = resources.map((r) => r.Properties?.PathPart);
    expect(parts).toContain('portal');
    for (const route of PORTAL_ROUTES)
      for (const segment of route.path.split('/').filter(Boolean)) expect(parts).toContain(segment);
    expect(API_HANDLERS).toContain(PORTAL_HANDLER);
    expect(new Set(PORTAL_ROUTES.map((r) => r.handler))).toEqual(new Set([PORTAL_HANDLER]));
  });

  it('rewrites API Gateway errors into the SPEC 7 envelope', () => {
    template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'THROTTLED',
      StatusCode: '429',
      ResponseTemplates: { 'application/json': Match.stringLikeRegexp('RATE_LIMITED') },
    });
    template.resourceCountIs('AWS::ApiGateway::GatewayResponse', 5);
  });

  it('has an Express machine for sync scans and a Standard machine for async scans and batches', () => {
    template.resourceCountIs('AWS::StepFunctions::StateMachine', 2);
    template.hasResourceProperties('AWS::StepFunctions::StateMachine', { StateMachineType: 'EXPRESS' });
    template.hasResourceProperties('AWS::StepFunctions::StateMachine', { StateMachineType: 'STANDARD' });
  });

  it('alarms on API 5xx, failed executions and waiting dead letters', () => {
    template.resourceCountIs('AWS::CloudWatch::Alarm', 5);
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });
});

describe('the scan state machine (Express)', () => {
  it('runs fetch, a Map over the check groups, score, rewrite and persist in that order', () => {
    const order: string[] = [];
    let state: string | undefined = scan.StartAt;
    while (state) {
      order.push(state);
      state = scan.States[state].Next as string | undefined;
    }
    expect(order).toEqual(['Fetch page', 'Run check groups', 'Score', 'Rewrite', 'Persist']);
  });

  it('fans the 27 groups out in parallel with a Map that passes the model key to each', () => {
    const map = scan.States['Run check groups'];
    expect(map.Type).toBe('Map');
    expect(map.ItemsPath).toBe('$.page.groups');
    expect(map.MaxConcurrency).toBe(27);
    expect(map.ItemSelector).toEqual({
      'scan_id.$': '$.scan_id',
      'model_key.$': '$.page.model_key',
      'group.$': '$$.Map.Item.Value',
    });
    expect(Object.keys(map.ItemProcessor!.States)).toEqual(['Run check group']);
  });

  it('retries transient faults and catches every failure into Record failure, then fails with the code', () => {
    for (const name of ['Fetch page', 'Score', 'Rewrite', 'Persist']) {
      const state = scan.States[name];
      expect(state.Retry).toEqual([
        expect.objectContaining({
          ErrorEquals: expect.arrayContaining(['TRANSIENT', 'Lambda.ServiceException']),
          MaxAttempts: 3,
          BackoffRate: 2,
        }),
      ]);
      expect(state.Catch).toEqual([
        { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Record failure' },
      ]);
    }
    expect(scan.States['Run check groups'].Catch).toEqual([
      { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Record failure' },
    ]);
    expect(scan.States['Record failure'].Next).toBe('Scan failed');
    expect(scan.States['Scan failed']).toEqual({
      Type: 'Fail',
      ErrorPath: '$.failure.code',
      CausePath: '$.failure.message',
    });
  });

  it('invokes a Lambda function of the stack in every Task state', () => {
    const tasks = [
      ...Object.values(scan.States),
      ...Object.values(scan.States['Run check groups'].ItemProcessor!.States),
    ].filter((s) => s.Type === 'Task');
    expect(tasks).toHaveLength(WORKFLOW_HANDLERS.length - 3);
    for (const t of tasks) expect(t.Resource).toMatch(/^arn:aws:lambda:.*:function:Workflows/);
  });

  it("leaves its Task states' time to their functions; the embedded runtime bounds each by the scan's 300 s", () => {
    expect(scan.TimeoutSeconds).toBe(300);
    const all = (d: { States: Record<string, AslState> }): AslState[] =>
      Object.values(d.States).flatMap((s) => [
        s,
        ...(s.ItemProcessor ? all(s.ItemProcessor) : []),
        ...(s.Iterator ? all(s.Iterator) : []),
      ]);
    for (const def of [scan, jobs]) {
      const local = withTaskTimeouts(def, 300);
      const tasks = all(local).filter((s) => s.Type === 'Task');
      expect(tasks).toHaveLength(taskStates(def).size);
      for (const t of tasks) expect(t.TimeoutSeconds).toBe(300);
      // On AWS (the synthesized definition, unchanged) no Task state has a limit of its own.
      for (const t of all(def).filter((s) => s.Type === 'Task')) expect(t.TimeoutSeconds).toBeUndefined();
    }
  });
});

describe('the jobs state machine (Standard)', () => {
  it('starts with a Choice that sends redelivery jobs straight to the delivery loop', () => {
    expect(jobs.StartAt).toBe('Job kind?');
    const kind = jobs.States['Job kind?'];
    expect(kind.Type).toBe('Choice');
    expect(kind.Choices).toEqual([
      { Variable: '$.kind', StringEquals: 'redeliver', Next: 'Deliver each event' },
    ]);
    expect(kind.Default).toBe('Scan each URL');
  });

  it('scans every URL in a Map of at most 10 at once, then prepares and delivers webhooks', () => {
    const scanEach = jobs.States['Scan each URL'];
    expect(scanEach.Type).toBe('Map');
    expect(scanEach.MaxConcurrency).toBe(10);
    expect(scanEach.Next).toBe('Prepare deliveries');
    const inner = scanEach.ItemProcessor!.States;
    expect(inner['Run check groups'].Type).toBe('Map');
    expect(inner['Record failure'].Next).toBe('Scan outcome recorded');
    expect(jobs.States['Prepare deliveries'].Next).toBe('Deliver each event');
  });

  it('delivers with a Wait-loop whose delay comes from each attempt, and dead-letters exhausted events', () => {
    const deliver = jobs.States['Deliver each event'].ItemProcessor!.States;
    expect(deliver['Deliver webhook'].Next).toBe('Delivered?');
    expect(deliver['Wait before retry']).toMatchObject({
      Type: 'Wait',
      SecondsPath: '$.next_delay_seconds',
      Next: 'Deliver webhook',
    });
    const choices = deliver['Delivered?'].Choices as { StringEquals: string; Next: string }[];
    expect(choices.map((c) => [c.StringEquals, c.Next])).toEqual([
      ['delivered', 'Delivery finished'],
      ['skipped', 'Delivery finished'],
      ['exhausted', 'Dead-letter event'],
    ]);
    expect(deliver['Delivered?'].Default).toBe('Wait before retry');
    expect(deliver['Deliver webhook'].Retry).toBeDefined();
  });

  it('dead-letters an event whose delivery step fails outright, keeping the delivery id', () => {
    const deliver = jobs.States['Deliver each event'].ItemProcessor!.States;
    expect(deliver['Deliver webhook'].Catch).toEqual([
      { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Dead-letter event' },
    ]);
    expect(deliver['Dead-letter event'].Next).toBe('Delivery finished');
  });
});
