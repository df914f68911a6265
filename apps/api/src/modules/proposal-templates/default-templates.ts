import type { ProposalEquipmentType, TemplateKind } from '@camara-fria/contracts';

/**
 * The text options every installation starts with (docs/decisions/030): written by us, in
 * Brazilian Portuguese Markdown, as a Brazilian maker of commercial and industrial refrigeration
 * equipment sends them. They never name the maker ("nossa empresa", "a Fornecedora"): its identity
 * comes from configuration.
 *
 * `seedKey` is the row's identity for the seeding (`INSERT … ON CONFLICT (seed_key) DO NOTHING`):
 * never rename or reuse one, or an installation would get the text twice. A text changed here
 * reaches only new installations; an existing one keeps what its editors made of it.
 */
export interface DefaultTemplate {
  seedKey: string;
  kind: TemplateKind;
  /** equipmentCharacteristic only: the equipment type it describes. */
  equipmentType: ProposalEquipmentType | null;
  title: string;
  text: string;
  /** The option a new proposal starts with: exactly one per kind (and equipment type). */
  isDefault: boolean;
}

const markdown = (text: string): string => text.trim();

// ---------------------------------------------------------------------------------------------
// Apresentação
// ---------------------------------------------------------------------------------------------

const PRESENTATION: DefaultTemplate[] = [
  {
    seedKey: 'presentation.standard',
    kind: 'presentation',
    equipmentType: null,
    title: 'Apresentação padrão',
    isDefault: true,
    text: markdown(`
Prezado(a) cliente,

Agradecemos a oportunidade de apresentar esta proposta técnico-comercial para o fornecimento de **equipamentos de refrigeração** destinados ao seu projeto.

Nossa empresa projeta e fabrica evaporadores, unidades condensadoras, unidades compressoras (racks) e condensadores remotos para câmaras frigoríficas de resfriados e congelados, aplicados em supermercados, indústrias de alimentos, centros de distribuição, frigoríficos, laticínios, hortifrútis e no setor de serviços de alimentação.

A seleção dos equipamentos desta proposta foi feita a partir das informações fornecidas sobre cada câmara — dimensões, isolamento, produtos armazenados, movimentação diária, temperaturas e regime de operação —, com o cálculo da carga térmica e o balanceamento de cada sistema frigorífico. Os parâmetros considerados estão descritos na seção **Parâmetros de dimensionamento e seleção de equipamentos**; qualquer alteração nesses dados pode modificar a seleção e deve ser informada antes da aprovação do pedido.

Nesta proposta constam:

- os parâmetros de dimensionamento e a seleção dos equipamentos;
- as características técnicas e o escopo de fornecimento de cada equipamento;
- as condições comerciais (preços, pagamento, prazos, garantia e transporte);
- os termos e condições gerais de venda;
- os contatos das equipes comercial e técnica responsáveis pelo seu atendimento.

Permanecemos à disposição para esclarecer dúvidas, ajustar o escopo ou apresentar alternativas técnicas que atendam melhor às suas necessidades.

Atenciosamente,

**Departamento Comercial**
`),
  },
  {
    seedKey: 'presentation.technical-revision',
    kind: 'presentation',
    equipmentType: null,
    title: 'Apresentação — proposta revisada após visita técnica',
    isDefault: false,
    text: markdown(`
Prezado(a) cliente,

Conforme entendimentos mantidos e as informações levantadas em **visita técnica**, apresentamos a seguir nossa proposta revisada para o fornecimento dos equipamentos de refrigeração do seu projeto.

Esta revisão considera as condições reais do local de instalação — espaço disponível para as unidades externas, alimentação elétrica, distâncias das linhas frigoríficas e condições de ventilação — e substitui integralmente as versões anteriores desta proposta.

Destacamos que:

- a carga térmica de cada câmara foi recalculada com os dados confirmados na visita;
- os equipamentos foram selecionados para operar com folga no regime informado, respeitando a margem de segurança indicada em cada câmara;
- as condições comerciais foram atualizadas para a data desta revisão.

Solicitamos a conferência dos parâmetros de dimensionamento antes da aprovação. Havendo qualquer divergência, nossa equipe de **Engenharia de Aplicação** fará os ajustes necessários sem custo adicional.

Atenciosamente,

**Departamento Comercial**
`),
  },
];

// ---------------------------------------------------------------------------------------------
// Características dos equipamentos (descrição complementar por tipo de equipamento)
// ---------------------------------------------------------------------------------------------

const EQUIPMENT_CHARACTERISTICS: DefaultTemplate[] = [
  {
    seedKey: 'equipmentCharacteristic.EVAPORATOR.standard',
    kind: 'equipmentCharacteristic',
    equipmentType: 'EVAPORATOR',
    title: 'Evaporador — descrição padrão',
    isDefault: true,
    text: markdown(`
**Construção**

- Gabinete em chapa de aço galvanizado com pintura eletrostática a pó na cor branca, ou em alumínio, conforme a linha do equipamento.
- Serpentina em tubos de cobre sem costura e aletas de alumínio expandidas mecanicamente, com espaçamento de aletas adequado à temperatura de trabalho (maior espaçamento nas linhas de baixa temperatura, para reduzir o acúmulo de gelo).
- Ventiladores axiais com motores de baixo consumo e grades de proteção.
- Bandeja de condensado com caimento para o dreno; nas linhas de baixa temperatura, bandeja com resistência de aquecimento.
- Degelo por parada do ventilador (média temperatura) ou por resistências elétricas (baixa temperatura), conforme o modelo selecionado.
- Serpentina testada quanto à estanqueidade na fábrica e fornecida pressurizada com nitrogênio seco.

**Fornecimento**

- Evaporador completo, com ventiladores e, quando aplicável, resistências de degelo e de bandeja já instaladas e ligadas à caixa de ligação.
- Válvula de expansão, válvula solenoide e controlador eletrônico de temperatura somente quando indicados na relação de equipamentos desta proposta.

**Não fazem parte do fornecimento**

- Tubulações frigoríficas, isolamento térmico das linhas, rede de dreno e sua resistência de aquecimento (câmaras de congelados), suportes e fixações.
- Cabos de alimentação e de comando, eletrodutos e a infraestrutura elétrica até o equipamento.

A instalação deve manter as distâncias mínimas indicadas no manual do equipamento, sem obstruções à circulação do ar na câmara.
`),
  },
  {
    seedKey: 'equipmentCharacteristic.CONDENSING_UNIT.standard',
    kind: 'equipmentCharacteristic',
    equipmentType: 'CONDENSING_UNIT',
    title: 'Unidade condensadora — descrição padrão',
    isDefault: true,
    text: markdown(`
**Construção**

- Gabinete para instalação ao tempo, em chapa de aço galvanizado com pintura eletrostática a pó, com painéis removíveis para acesso à manutenção.
- Compressor hermético, scroll ou semi-hermético, conforme o modelo selecionado, para o fluido refrigerante indicado na seleção.
- Condensador a ar com serpentina em tubos de cobre e aletas de alumínio, e ventiladores axiais com grades de proteção.
- Circuito frigorífico com reservatório de líquido, filtro secador, visor de líquido com indicador de umidade, válvulas de serviço e pressostatos de alta e de baixa pressão.
- Quadro elétrico de comando e proteção com dispositivo de seccionamento, proteção do compressor e dos motores dos ventiladores e bornes identificados.

**Fornecimento**

- Unidade condensadora montada e testada em fábrica, fornecida com carga de nitrogênio seco para proteção do circuito durante o transporte.
- A carga de fluido refrigerante (e de óleo complementar, quando as linhas frigoríficas a exigirem) é feita na instalação, após o teste de estanqueidade e a evacuação do sistema.

**Não fazem parte do fornecimento**

- Fluido refrigerante, tubulações frigoríficas e seu isolamento, base ou suporte de apoio, coxins não especificados e proteções contra intempéries adicionais.
- Alimentação elétrica até o quadro da unidade, com a proteção e o seccionamento a montante exigidos pela ABNT NBR 5410.

As proteções das partes móveis acompanham o equipamento e não devem ser retiradas durante a operação, conforme a NR-12. A instalação, a manutenção e as intervenções elétricas devem ser feitas por profissionais habilitados, conforme a NR-10.
`),
  },
  {
    seedKey: 'equipmentCharacteristic.COMPRESSOR.standard',
    kind: 'equipmentCharacteristic',
    equipmentType: 'COMPRESSOR',
    title: 'Unidade compressora (rack) — descrição padrão',
    isDefault: true,
    text: markdown(`
**Construção**

- Base estrutural em perfis de aço com tratamento anticorrosivo e pintura, para instalação em casa de máquinas abrigada.
- Compressores em paralelo, semi-herméticos, scroll ou herméticos, conforme a seleção, montados sobre amortecedores de vibração.
- Coletores de sucção e de descarga em tubos de cobre ou aço, com válvulas de bloqueio para cada compressor.
- Separador de óleo e sistema de retorno e equalização de óleo entre os compressores.
- Reservatório de líquido com válvulas de serviço, filtros secadores, filtro de sucção, visor de líquido e pressostatos de segurança de alta e de baixa pressão por compressor.
- Quadro elétrico de força e comando com chave seccionadora geral, proteções individuais dos compressores, controlador eletrônico de capacidade por pressão de sucção e identificação de todos os circuitos e componentes.

**Fornecimento**

- Unidade compressora montada, soldada, testada quanto à estanqueidade e fornecida pressurizada com nitrogênio seco.
- Diagramas elétricos e frigoríficos, manual de instalação e operação e, para os vasos de pressão enquadrados na NR-13, a documentação que a norma exige do fabricante.

**Não fazem parte do fornecimento**

- Fluido refrigerante e óleo complementar, tubulações de interligação com os evaporadores e condensadores, isolamento térmico das linhas e suportes.
- Casa de máquinas, ventilação e exaustão do ambiente, base civil, alimentação elétrica até o quadro e aterramento.

O quadro elétrico permite o seccionamento e o bloqueio da alimentação para manutenção, conforme a NR-10; as partes móveis possuem proteções fixas, conforme a NR-12. As inspeções periódicas de segurança dos vasos de pressão, quando exigidas pela NR-13, são de responsabilidade do proprietário da instalação.
`),
  },
  {
    seedKey: 'equipmentCharacteristic.CONDENSER.standard',
    kind: 'equipmentCharacteristic',
    equipmentType: 'CONDENSER',
    title: 'Condensador remoto — descrição padrão',
    isDefault: true,
    text: markdown(`
**Construção**

- Gabinete em chapa de aço galvanizado com pintura eletrostática a pó, próprio para instalação ao tempo, com pés de apoio.
- Serpentina em tubos de cobre sem costura e aletas de alumínio, testada quanto à estanqueidade e fornecida pressurizada com nitrogênio seco.
- Ventiladores axiais com motores próprios para uso externo e grades de proteção.
- Caixa de ligação com bornes identificados para a alimentação dos ventiladores.

**Fornecimento**

- Condensador remoto completo, com ventiladores instalados.
- Controle de condensação (pressostatos de ventilador ou variador de velocidade) somente quando indicado na relação de equipamentos desta proposta.

**Não fazem parte do fornecimento**

- Tubulações de interligação com a unidade compressora e seu isolamento, base civil ou estrutura de apoio, alimentação elétrica e comando dos ventiladores.

O condensador deve ser instalado em local ventilado, sem recirculação do ar de descarga e com as distâncias livres indicadas no manual, para garantir a capacidade de rejeição de calor considerada na seleção.
`),
  },
];

// ---------------------------------------------------------------------------------------------
// Condições comerciais
// ---------------------------------------------------------------------------------------------

const PRICING_COMPOSITION: DefaultTemplate[] = [
  {
    seedKey: 'pricingComposition.taxes-included-ipi-apart',
    kind: 'pricingComposition',
    equipmentType: null,
    title: 'ICMS e PIS/COFINS inclusos, IPI não incluso',
    isDefault: true,
    text: markdown(`
- Preços em **reais (R$)**, por unidade, para os equipamentos e as quantidades relacionados nesta proposta.
- **Inclusos** nos preços: ICMS e PIS/COFINS, às alíquotas indicadas em cada item.
- **Não incluso**: IPI, acrescido ao valor da nota fiscal à alíquota vigente na data do faturamento.
- **Data-base** dos preços: a data de emissão desta proposta.
- Qualquer alteração na legislação tributária, nas alíquotas ou na classificação fiscal dos produtos após a data-base será repassada aos preços.
- Serviços, fluido refrigerante, materiais de instalação e demais itens não relacionados nesta proposta não estão incluídos.
`),
  },
  {
    seedKey: 'pricingComposition.interstate',
    kind: 'pricingComposition',
    equipmentType: null,
    title: 'Venda para outro estado (ICMS interestadual)',
    isDefault: false,
    text: markdown(`
- Preços em **reais (R$)**, por unidade, para os equipamentos e as quantidades relacionados nesta proposta.
- **Inclusos** nos preços: ICMS à alíquota interestadual aplicável e PIS/COFINS, conforme indicado em cada item.
- **Não incluso**: IPI, acrescido ao valor da nota fiscal à alíquota vigente na data do faturamento.
- O diferencial de alíquota do ICMS (DIFAL) eventualmente devido ao estado de destino não está incluído e será recolhido conforme a legislação vigente e a condição do destinatário (contribuinte ou não contribuinte do ICMS).
- **Data-base** dos preços: a data de emissão desta proposta.
- Para o faturamento, o cliente deve informar sua inscrição estadual e a finalidade da compra (revenda, industrialização, ativo imobilizado ou uso e consumo).
`),
  },
];

const PAYMENT_CONDITIONS: DefaultTemplate[] = [
  {
    seedKey: 'paymentConditions.down-payment-30',
    kind: 'paymentConditions',
    equipmentType: null,
    title: '30% de entrada e saldo na entrega',
    isDefault: true,
    text: markdown(`
- **30% (trinta por cento)** do valor total do pedido como entrada, na aprovação do pedido, por transferência bancária ou boleto.
- **Saldo de 70% (setenta por cento)** na entrega dos equipamentos, contra a apresentação da nota fiscal.
- A produção é programada após a confirmação do pagamento da entrada e a aprovação do cadastro.
`),
  },
  {
    seedKey: 'paymentConditions.cash-discount',
    kind: 'paymentConditions',
    equipmentType: null,
    title: 'À vista com desconto',
    isDefault: false,
    text: markdown(`
- Pagamento **à vista**, na aprovação do pedido, por transferência bancária ou boleto, com **desconto de 3% (três por cento)** sobre o valor dos equipamentos.
- O desconto não se aplica ao IPI nem a serviços e fretes cobrados à parte.
- A produção é programada após a confirmação do pagamento.
`),
  },
  {
    seedKey: 'paymentConditions.installments-30-60-90',
    kind: 'paymentConditions',
    equipmentType: null,
    title: '30/60/90 dias',
    isDefault: false,
    text: markdown(`
- Pagamento em **3 (três) parcelas iguais, a 30, 60 e 90 dias** da data de emissão da nota fiscal, por boleto bancário.
- Condição sujeita à **aprovação do cadastro de crédito**; o limite aprovado pode exigir entrada ou garantias adicionais.
`),
  },
  {
    seedKey: 'paymentConditions.bndes-finame',
    kind: 'paymentConditions',
    equipmentType: null,
    title: 'Financiamento BNDES (Finame)',
    isDefault: false,
    text: markdown(`
- Os equipamentos podem ser adquiridos por meio das linhas de financiamento do **BNDES** para máquinas e equipamentos (Finame), operadas por **agentes financeiros credenciados** (bancos e cooperativas de crédito).
- O financiamento depende do credenciamento dos itens junto ao BNDES na data do pedido — consulte-nos sobre cada equipamento desta proposta —, da disponibilidade da linha e da aprovação do crédito pelo agente financeiro escolhido pelo cliente.
- Taxas, prazos, carência, percentual financiável e garantias são definidos pelo agente financeiro e pelas regras vigentes do BNDES, não pela Fornecedora.
- A parcela não financiada e eventuais valores não cobertos pela linha (como IPI, fretes e serviços) são pagos diretamente à Fornecedora, nas condições acordadas no pedido.
- A produção é programada após a aprovação do financiamento pelo agente financeiro ou o pagamento da parcela acordada.
`),
  },
];

const WARRANTY: DefaultTemplate[] = [
  {
    seedKey: 'warranty.twelve-months-invoice',
    kind: 'warranty',
    equipmentType: null,
    title: '12 meses a partir da nota fiscal',
    isDefault: true,
    text: markdown(`
Os equipamentos têm **garantia de 12 (doze) meses a partir da data de emissão da nota fiscal** contra defeitos de fabricação e de materiais, desde que instalados, operados e mantidos conforme os manuais e as boas práticas de refrigeração.

A garantia cobre o reparo ou a substituição, a critério da Fornecedora, das peças com defeito comprovado. Os compressores seguem as condições de garantia dos seus fabricantes, repassadas integralmente ao cliente.

**Não estão cobertos pela garantia:**

- danos causados por instalação inadequada, falta de manutenção preventiva ou uso fora das condições de projeto;
- falhas na alimentação elétrica (sub ou sobretensão, falta de fase, descargas atmosféricas) ou ausência das proteções elétricas exigidas;
- contaminação do circuito frigorífico por umidade, sujeira ou fluido refrigerante e óleo inadequados;
- danos de transporte sob responsabilidade do cliente, quedas, corrosão por ambientes agressivos não informados na consulta e casos de força maior;
- intervenções, alterações ou reparos feitos por terceiros não autorizados pela Fornecedora;
- peças de desgaste natural, fluido refrigerante, filtros e despesas de deslocamento, estadia e mão de obra fora da fábrica, salvo quando acordadas por escrito.
`),
  },
  {
    seedKey: 'warranty.start-up-supervised',
    kind: 'warranty',
    equipmentType: null,
    title: 'Garantia a partir da partida supervisionada',
    isDefault: false,
    text: markdown(`
Quando a partida dos equipamentos é feita ou supervisionada pela Fornecedora, a garantia contra defeitos de fabricação e de materiais é de **12 (doze) meses a partir da data da partida**, limitada a **18 (dezoito) meses da data de emissão da nota fiscal**, o que ocorrer primeiro.

O relatório de partida, assinado pelo cliente, é o documento que comprova a data de início da garantia. As exclusões da garantia padrão se aplicam integralmente, em especial danos causados por falhas na alimentação elétrica, falta de manutenção preventiva e intervenções de terceiros não autorizados.
`),
  },
];

const INSTALLATION: DefaultTemplate[] = [
  {
    seedKey: 'installation.not-included',
    kind: 'installation',
    equipmentType: null,
    title: 'Não inclusa — por conta do cliente',
    isDefault: true,
    text: markdown(`
A **instalação não está incluída** nesta proposta e é de responsabilidade do cliente, que deve contratá-la com empresa ou profissional habilitado.

São por conta do cliente, entre outros: içamento e posicionamento dos equipamentos, tubulações frigoríficas e isolamento, vácuo, carga de fluido refrigerante, rede de dreno, alimentação elétrica, comando, aterramento, obras civis e a partida dos sistemas.

A instalação deve seguir os manuais dos equipamentos, a ABNT NBR 5410 (instalações elétricas de baixa tensão) e a NR-10. Falhas decorrentes de instalação em desacordo com essas orientações não são cobertas pela garantia.
`),
  },
  {
    seedKey: 'installation.included',
    kind: 'installation',
    equipmentType: null,
    title: 'Inclusa',
    isDefault: false,
    text: markdown(`
A **instalação dos equipamentos está incluída** nesta proposta e compreende:

- posicionamento e fixação dos evaporadores e das unidades externas nos locais definidos em conjunto com o cliente;
- tubulações frigoríficas de interligação em cobre, com isolamento térmico, até as distâncias consideradas na seleção;
- teste de estanqueidade com nitrogênio, evacuação do sistema e carga de fluido refrigerante;
- ligações elétricas entre os equipamentos a partir do ponto de força disponibilizado pelo cliente junto à unidade externa;
- partida, regulagem e entrega dos sistemas em funcionamento, com orientação básica aos operadores.

**Não incluídos:** obras civis, bases, furações em alvenaria, rede de dreno até o ponto de descarte, alimentação elétrica até o ponto de força, içamento com guindaste e serviços em altura que exijam equipamentos especiais, salvo quando indicados nesta proposta.
`),
  },
  {
    seedKey: 'installation.supervision',
    kind: 'installation',
    equipmentType: null,
    title: 'Supervisão de montagem e partida',
    isDefault: false,
    text: markdown(`
A instalação é feita pelo cliente ou por empresa por ele contratada, com **supervisão técnica da Fornecedora**, que compreende:

- orientação sobre o posicionamento dos equipamentos e o traçado das linhas frigoríficas;
- verificação da instalação antes da partida (estanqueidade, vácuo, ligações elétricas e dreno);
- acompanhamento da partida, regulagem dos controles e emissão do relatório de partida.

As visitas devem ser agendadas com antecedência mínima de 5 (cinco) dias úteis. Visitas adicionais causadas por pendências da instalação serão cobradas à parte, assim como as despesas de deslocamento e estadia, quando não incluídas nesta proposta.
`),
  },
];

const DELIVERY_TIME: DefaultTemplate[] = [
  {
    seedKey: 'deliveryTime.45-days',
    kind: 'deliveryTime',
    equipmentType: null,
    title: '45 dias',
    isDefault: true,
    text: markdown(`
**Até 45 (quarenta e cinco) dias** após a aprovação do pedido e do cadastro do cliente, e a confirmação do pagamento da entrada, quando houver.

O prazo pode ser revisto em caso de alterações técnicas solicitadas após a aprovação ou de atraso no envio das informações necessárias à fabricação.
`),
  },
  {
    seedKey: 'deliveryTime.30-days',
    kind: 'deliveryTime',
    equipmentType: null,
    title: '30 dias',
    isDefault: false,
    text: markdown(`
**Até 30 (trinta) dias** após a aprovação do pedido e do cadastro do cliente, e a confirmação do pagamento da entrada, quando houver, sujeito à disponibilidade de componentes no momento do pedido.
`),
  },
  {
    seedKey: 'deliveryTime.60-days',
    kind: 'deliveryTime',
    equipmentType: null,
    title: '60 dias',
    isDefault: false,
    text: markdown(`
**Até 60 (sessenta) dias** após a aprovação do pedido e do cadastro do cliente, e a confirmação do pagamento da entrada, quando houver.

Prazo indicado para unidades compressoras (racks), equipamentos especiais e pedidos com grande número de equipamentos.
`),
  },
];

const TRANSPORTATION: DefaultTemplate[] = [
  {
    seedKey: 'transportation.fob',
    kind: 'transportation',
    equipmentType: null,
    title: 'FOB — retirada na fábrica',
    isDefault: true,
    text: markdown(`
Fornecimento **FOB fábrica**: os equipamentos são entregues embalados e carregados no veículo indicado pelo cliente, em nossa fábrica.

O frete, o seguro e a descarga no destino são por conta do cliente, e os riscos passam a ele a partir do carregamento. Recomendamos que o transporte seja feito em veículo adequado, com os equipamentos na posição indicada nas embalagens.
`),
  },
  {
    seedKey: 'transportation.cif',
    kind: 'transportation',
    equipmentType: null,
    title: 'CIF — entrega no endereço do cliente',
    isDefault: false,
    text: markdown(`
Fornecimento **CIF**: o frete e o seguro até o endereço de entrega informado pelo cliente estão incluídos nos preços.

A descarga, o içamento e a movimentação no local são por conta do cliente, que deve conferir os volumes no recebimento e registrar no conhecimento de transporte qualquer avaria ou falta aparente, comunicando a Fornecedora em até 48 (quarenta e oito) horas.
`),
  },
];

const CREDIT_REGISTRATION: DefaultTemplate[] = [
  {
    seedKey: 'creditRegistration.approval-required',
    kind: 'creditRegistration',
    equipmentType: null,
    title: 'Aprovação de cadastro obrigatória',
    isDefault: true,
    text: markdown(`
O faturamento e as condições de pagamento a prazo estão sujeitos à **aprovação do cadastro de crédito** do cliente. Para a análise, solicitamos:

- cartão CNPJ e inscrição estadual;
- contrato social ou estatuto e a última alteração contratual;
- documento de identificação dos sócios ou administradores que assinam o pedido;
- demonstrações financeiras do último exercício (balanço e DRE) ou declaração de faturamento;
- referências comerciais e bancárias;
- endereços de faturamento, de cobrança e de entrega, com os contatos do responsável pelo recebimento.

A análise é concluída em até 5 (cinco) dias úteis após o recebimento da documentação completa. A Fornecedora pode solicitar garantias adicionais ou alterar a condição de pagamento conforme o resultado da análise.
`),
  },
  {
    seedKey: 'creditRegistration.active-customer',
    kind: 'creditRegistration',
    equipmentType: null,
    title: 'Cliente com cadastro ativo',
    isDefault: false,
    text: markdown(`
O cliente possui cadastro ativo em nossa empresa. Solicitamos apenas a confirmação dos dados de faturamento e de entrega e o envio das alterações contratuais ocorridas desde a última atualização.

A condição de pagamento a prazo está sujeita ao limite de crédito disponível na data do pedido.
`),
  },
];

const PROPOSAL_VALIDITY: DefaultTemplate[] = [
  {
    seedKey: 'proposalValidity.15-days',
    kind: 'proposalValidity',
    equipmentType: null,
    title: '15 dias',
    isDefault: true,
    text: markdown(`
Esta proposta é válida por **15 (quinze) dias** a partir da data de emissão. Após esse prazo, preços, prazos e condições estão sujeitos a confirmação.
`),
  },
  {
    seedKey: 'proposalValidity.30-days',
    kind: 'proposalValidity',
    equipmentType: null,
    title: '30 dias',
    isDefault: false,
    text: markdown(`
Esta proposta é válida por **30 (trinta) dias** a partir da data de emissão. Após esse prazo, preços, prazos e condições estão sujeitos a confirmação.
`),
  },
];

// ---------------------------------------------------------------------------------------------
// Termos e condições gerais de venda
// ---------------------------------------------------------------------------------------------

// Every text here is canonical Markdown of the rich-text dialect (default-templates.test.ts): what
// the editor writes back, so opening and confirming a text changes nothing. Hence a number that
// starts a line is written `1\\.` (in the source; `1\.` in the text): the serialiser's escape,
// which keeps it from ever being read as an ordered list.
const GENERAL_CONDITIONS: DefaultTemplate[] = [
  {
    seedKey: 'generalConditions.standard',
    kind: 'generalConditions',
    equipmentType: null,
    title: 'Termos e condições gerais de venda',
    isDefault: true,
    text: markdown(`
### 1\\. Objeto e escopo

1\\.1. Estas condições gerais regem o fornecimento, pela Fornecedora, dos equipamentos e serviços descritos nesta proposta. O escopo de fornecimento é exclusivamente o que consta da proposta; itens, materiais e serviços nela não relacionados não estão incluídos.

1\\.2. As condições específicas da proposta (preços, pagamento, prazos, garantia, instalação e transporte) prevalecem sobre estas condições gerais naquilo em que forem diferentes. Condições gerais de compra do cliente só se aplicam quando aceitas por escrito pela Fornecedora.

1\\.3. A seleção dos equipamentos baseia-se nas informações fornecidas pelo cliente (dimensões, isolamento, produtos, movimentação, temperaturas e regime de operação). A exatidão dessas informações é de responsabilidade do cliente.

### 2\\. Pedidos

2\\.1. O pedido é considerado aceito após a confirmação por escrito da Fornecedora, a aprovação do cadastro de crédito e, quando prevista, a confirmação do pagamento da entrada.

2\\.2. Alterações ou cancelamentos solicitados pelo cliente após a aceitação dependem da concordância da Fornecedora e podem implicar revisão de preços e prazos e a cobrança dos custos já incorridos com materiais e fabricação.

### 3\\. Preços e tributos

3\\.1. Os preços são os da proposta, na moeda e na data-base nela indicadas, com os tributos inclusos e não inclusos ali discriminados.

3\\.2. A criação, extinção ou alteração de tributos, alíquotas ou benefícios fiscais após a data-base será repassada aos preços, para mais ou para menos.

### 4\\. Pagamento e atraso

4\\.1. Os pagamentos são feitos nas condições e nos prazos da proposta, por transferência bancária ou boleto emitido pela Fornecedora.

4\\.2. O atraso no pagamento sujeita o valor em atraso a multa de 2% (dois por cento), juros de mora de 1% (um por cento) ao mês, calculados proporcionalmente aos dias de atraso, e correção monetária pela variação do IPCA.

4\\.3. Havendo atraso, a Fornecedora pode suspender a fabricação, a entrega e os serviços pendentes até a regularização, com a prorrogação correspondente dos prazos, sem prejuízo da cobrança do débito e do protesto dos títulos.

### 5\\. Entrega

5\\.1. Os prazos de entrega contam a partir da aceitação do pedido (item 2.1) e do recebimento de todas as informações técnicas necessárias à fabricação.

5\\.2. Entregas parciais são admitidas, salvo disposição em contrário no pedido. Os prazos são prorrogados pelo tempo de atraso causado pelo cliente, por alterações por ele solicitadas ou por força maior.

5\\.3. Os equipamentos prontos e não retirados ou não recebidos por motivo atribuível ao cliente em até 10 (dez) dias após o aviso de disponibilidade serão faturados e poderão ser armazenados às suas expensas e riscos.

### 6\\. Transporte e transferência de riscos

6\\.1. A modalidade de transporte é a indicada na proposta. No fornecimento FOB, os riscos de perda ou avaria passam ao cliente no carregamento em nossa fábrica; no fornecimento CIF, na entrega no endereço indicado pelo cliente.

6\\.2. A descarga, o içamento e a movimentação no local de entrega são de responsabilidade do cliente, salvo disposição em contrário na proposta.

### 7\\. Recebimento e aceitação

7\\.1. No recebimento, o cliente deve conferir os volumes e o estado das embalagens e registrar no conhecimento de transporte qualquer avaria ou falta aparente, comunicando a Fornecedora por escrito em até 48 (quarenta e oito) horas.

7\\.2. Divergências de quantidade ou de especificação devem ser comunicadas por escrito em até 5 (cinco) dias úteis da entrega. Não havendo comunicação nesse prazo, os equipamentos consideram-se aceitos, ressalvados os vícios ocultos cobertos pela garantia.

### 8\\. Instalação e partida

8\\.1. A instalação, quando não incluída na proposta, é de responsabilidade do cliente e deve ser feita por profissionais habilitados, conforme os manuais dos equipamentos, a ABNT NBR 5410 e as normas regulamentadoras aplicáveis, em especial a NR-10.

8\\.2. Quando a instalação, a supervisão ou a partida forem contratadas com a Fornecedora, o cliente deve disponibilizar o local liberado, as condições de acesso e segurança e os itens sob sua responsabilidade (cláusula 10) na data agendada. Visitas improdutivas por falta dessas condições serão cobradas à parte.

8\\.3. A partida é registrada em relatório assinado pelas partes, que atesta o funcionamento dos sistemas nas condições encontradas.

### 9\\. Garantia

9\\.1. Os equipamentos têm a garantia indicada na proposta, contra defeitos de fabricação e de materiais, que consiste no reparo ou na substituição das peças com defeito comprovado, a critério da Fornecedora.

9\\.2. A garantia não cobre danos decorrentes de instalação inadequada, falta de manutenção preventiva, operação fora das condições de projeto, falhas na alimentação elétrica, contaminação do circuito frigorífico, intervenções de terceiros não autorizados, agentes externos, acidentes e casos de força maior, nem peças de desgaste natural e fluido refrigerante.

9\\.3. A garantia é válida para o primeiro comprador. Os reparos em garantia são feitos na fábrica ou, a critério da Fornecedora, no local da instalação; as despesas de deslocamento e estadia fora da fábrica são por conta do cliente, salvo acordo por escrito.

### 10\\. Obrigações do cliente

10\\.1. São obrigações do cliente, salvo quando expressamente incluídas no escopo da proposta:

- **alimentação elétrica**: disponibilizar a energia na tensão, frequência e potência dos equipamentos, com quadro de proteção, seccionamento e aterramento conforme a ABNT NBR 5410, até o ponto de ligação de cada equipamento;
- **obras civis**: executar bases, suportes, furações, aberturas em painéis e alvenarias, casa de máquinas com ventilação adequada e acessos para instalação e manutenção;
- **drenagem**: executar a rede de dreno dos evaporadores até o ponto de descarte, com sifão e, nas câmaras de congelados, com aquecimento da tubulação no interior da câmara;
- garantir o isolamento e a vedação das câmaras conforme as espessuras consideradas na seleção;
- fornecer as informações técnicas e as aprovações necessárias nos prazos combinados;
- operar e manter os equipamentos conforme os manuais, com manutenção preventiva periódica feita por profissionais habilitados.

### 11\\. Limitação de responsabilidade

11\\.1. A responsabilidade da Fornecedora por qualquer reclamação relativa ao fornecimento limita-se ao valor do equipamento ou serviço que lhe deu causa.

11\\.2. A Fornecedora não responde por lucros cessantes, perda de produção ou de produtos armazenados, danos indiretos ou consequentes, nem por danos decorrentes do uso dos equipamentos em desacordo com o projeto, os manuais ou estas condições. Recomenda-se ao cliente manter sistemas de alarme de temperatura e planos de contingência adequados ao valor dos produtos armazenados.

### 12\\. Caso fortuito e força maior

12\\.1. Nenhuma das partes responde pelo descumprimento de obrigações causado por caso fortuito ou força maior, nos termos do art. 393 do Código Civil, tais como desastres naturais, epidemias, greves gerais, atos de autoridades, falta de energia ou de insumos no mercado e interrupções de transporte.

12\\.2. A parte afetada deve comunicar a outra assim que possível, e os prazos ficam prorrogados pelo período em que durar o impedimento.

### 13\\. Proteção de dados pessoais

13\\.1. As partes tratam os dados pessoais trocados em razão desta proposta e do pedido (como nomes, e-mails e telefones de contatos) apenas para as finalidades de negociação, execução do contrato, faturamento, cobrança e cumprimento de obrigações legais, em conformidade com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018).

13\\.2. Cada parte adota medidas de segurança adequadas para proteger esses dados e atende às solicitações dos titulares na forma da lei.

### 14\\. Disposições gerais

14\\.1. A tolerância de uma das partes quanto ao descumprimento de qualquer cláusula não constitui novação nem renúncia a direitos.

14\\.2. A nulidade de qualquer cláusula não afeta as demais, que permanecem válidas.

14\\.3. O cliente não pode ceder os direitos e obrigações do pedido sem a concordância prévia e por escrito da Fornecedora.

### 15\\. Foro

15\\.1. Fica eleito o foro da comarca da sede da Fornecedora para dirimir as questões decorrentes desta proposta e do pedido, com renúncia a qualquer outro, por mais privilegiado que seja.
`),
  },
];

// ---------------------------------------------------------------------------------------------
// Responsáveis
// ---------------------------------------------------------------------------------------------

const RESPONSIBLE: DefaultTemplate[] = [
  {
    seedKey: 'responsible.commercial-and-technical',
    kind: 'responsible',
    equipmentType: null,
    title: 'Comercial e Engenharia de Aplicação',
    isDefault: true,
    text: markdown(`
**Departamento Comercial**

Responsável pelas condições comerciais, pelo acompanhamento do pedido, do cadastro de crédito, do faturamento e da programação de entrega.

**Engenharia de Aplicação**

Responsável pela seleção técnica dos equipamentos, pelo esclarecimento de dúvidas sobre os parâmetros de dimensionamento e pela análise de alterações de escopo.

Para qualquer esclarecimento, responda ao e-mail pelo qual recebeu esta proposta ou entre em contato pelos canais de atendimento de nossa empresa, informando o número da proposta.
`),
  },
  {
    seedKey: 'responsible.with-after-sales',
    kind: 'responsible',
    equipmentType: null,
    title: 'Comercial, Engenharia e Assistência Técnica',
    isDefault: false,
    text: markdown(`
**Departamento Comercial** — condições comerciais, pedido, cadastro de crédito, faturamento e entrega.

**Engenharia de Aplicação** — seleção técnica dos equipamentos, parâmetros de dimensionamento e alterações de escopo.

**Assistência Técnica** — orientação de instalação, agendamento de supervisão e partida, e atendimento em garantia.

Ao entrar em contato, informe o número desta proposta ou da nota fiscal, para que possamos atendê-lo com agilidade.
`),
  },
];

/**
 * Every seeded option. Its position inside its kind (and equipment type) is its order here, so
 * the default comes first.
 */
export const DEFAULT_TEMPLATES: readonly DefaultTemplate[] = [
  ...PRESENTATION,
  ...EQUIPMENT_CHARACTERISTICS,
  ...PRICING_COMPOSITION,
  ...PAYMENT_CONDITIONS,
  ...WARRANTY,
  ...INSTALLATION,
  ...DELIVERY_TIME,
  ...TRANSPORTATION,
  ...CREDIT_REGISTRATION,
  ...PROPOSAL_VALIDITY,
  ...GENERAL_CONDITIONS,
  ...RESPONSIBLE,
];
